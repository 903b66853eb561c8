import { describe, expect, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { certificateDecider, type IssueCertificate } from "./decider";
import type { CertificateEvent } from "./events";
import { typedVerificationCode, verificationCodeOf } from "./verificationCode";

// Issuing a certificate (§4 certificate claim): once per module; asking again with the same name records
// nothing, so the handler gives the one issued back; a corrected name is a new certificate, with a new
// code, replacing the one before.

const { given } = givenWhenThen(certificateDecider);

const certified = { sessionId: "s-1", module: "2" as const, course: "C5" as const, dates: ["2026-12-01"], trainerIds: ["t-1"] };
const issue = (overrides: Partial<IssueCertificate> = {}): IssueCertificate => ({
  type: "IssueCertificate",
  personId: "user-ana",
  certified,
  name: "Ana Jones",
  code: "ABCD-EFGH-JKMN",
  now: "2026-12-02T10:00:00.000Z",
  ...overrides,
});
const issued = (
  module: "1" | "2",
  code: string,
  name = "Ana Jones",
  replaces: string | null = null,
  issuedAt = "2026-12-02T10:00:00.000Z",
): CertificateEvent => ({
  type: "CertificateIssued",
  data: { code, sessionId: "s-1", personId: "user-ana", module, course: "C5", dates: ["2026-12-01"], name, replaces, issuedAt },
});

describe("issuing a certificate", () => {
  it("given none yet, when a certified module is issued, then the certificate is recorded with its code and name", () => {
    given().when(issue()).then(issued("2", "ABCD-EFGH-JKMN"));
  });

  it("given the module's certificate, when it is asked for again with the same name (another code drawn), then nothing is recorded: it stands", () => {
    given(issued("2", "ABCD-EFGH-JKMN"))
      .when(issue({ code: "ZZZZ-ZZZZ-ZZZZ" }))
      .then();
  });

  it("given the module's certificate, when it is asked for with a corrected name, then a new certificate with a new code replaces it", () => {
    given(issued("2", "ABCD-EFGH-JKMN", "Ana Jnoes"))
      .when(issue({ name: "Ana Jones", code: "ZZZZ-ZZZZ-ZZZZ", now: "2026-12-03T10:00:00.000Z" }))
      .then(issued("2", "ZZZZ-ZZZZ-ZZZZ", "Ana Jones", "ABCD-EFGH-JKMN", "2026-12-03T10:00:00.000Z"));
  });

  it("given a corrected certificate, when it is asked for again with the corrected name, then the correction stands; with the first name again, it is corrected back under a new code", () => {
    const first = issued("2", "ABCD-EFGH-JKMN", "Ana Jnoes");
    const corrected = issued("2", "ZZZZ-ZZZZ-ZZZZ", "Ana Jones", "ABCD-EFGH-JKMN");
    given(first, corrected)
      .when(issue({ name: "Ana Jones", code: "YYYY-YYYY-YYYY" }))
      .then();
    given(first, corrected)
      .when(issue({ name: "Ana Jnoes", code: "YYYY-YYYY-YYYY" }))
      .then(issued("2", "YYYY-YYYY-YYYY", "Ana Jnoes", "ZZZZ-ZZZZ-ZZZZ"));
  });

  it("given another module's certificate of the session, when this module is issued, then it gets its own", () => {
    given(issued("1", "AAAA-BBBB-CCCC")).when(issue()).then(issued("2", "ABCD-EFGH-JKMN"));
  });
});

describe("a verification code", () => {
  it("is three groups of four unambiguous symbols, whatever numbers it is drawn from", () => {
    expect(verificationCodeOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 30, 31])).toBe("2345-6789-ABZ2");
  });

  it("typed on the verification page, is read as printed: any case, spaces or no dashes; anything else is no code", () => {
    for (const typed of ["abcd-efgh-jkmn", " ABCD EFGH JKMN ", "abcdefghjkmn", "ABCD-EFGH-JKMN"])
      expect(typedVerificationCode(typed), typed).toBe("ABCD-EFGH-JKMN");
    for (const typed of ["", "ABCD-EFGH", "ABCD-EFGH-JKM0", "ABCD-EFGH-JKMN-2345", "ABCD/EFGH/JKMN"]) expect(typedVerificationCode(typed), typed).toBeNull();
  });
});
