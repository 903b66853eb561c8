import { describe, expect, it } from "vitest";
import { givenWhenThen } from "../testing/givenWhenThen";
import { certificateDecider, type IssueCertificate } from "./decider";
import type { CertificateEvent } from "./events";
import { verificationCodeOf } from "./verificationCode";

// Issuing a certificate (§4 certificate claim): once per module; asking again records nothing, so the
// handler gives the one issued back.

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
const issued = (module: "1" | "2", code: string, name = "Ana Jones"): CertificateEvent => ({
  type: "CertificateIssued",
  data: { code, sessionId: "s-1", personId: "user-ana", module, course: "C5", dates: ["2026-12-01"], name, issuedAt: "2026-12-02T10:00:00.000Z" },
});

describe("issuing a certificate", () => {
  it("given none yet, when a certified module is issued, then the certificate is recorded with its code and name", () => {
    given().when(issue()).then(issued("2", "ABCD-EFGH-JKMN"));
  });

  it("given the module's certificate, when it is asked for again (another name, another code), then nothing is recorded: the first one stands", () => {
    given(issued("2", "ABCD-EFGH-JKMN")).when(issue({ name: "Someone Else", code: "ZZZZ-ZZZZ-ZZZZ" })).then();
  });

  it("given another module's certificate of the session, when this module is issued, then it gets its own", () => {
    given(issued("1", "AAAA-BBBB-CCCC")).when(issue()).then(issued("2", "ABCD-EFGH-JKMN"));
  });
});

describe("a verification code", () => {
  it("is three groups of four unambiguous symbols, whatever numbers it is drawn from", () => {
    expect(verificationCodeOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 30, 31])).toBe("2345-6789-ABZ2");
  });
});
