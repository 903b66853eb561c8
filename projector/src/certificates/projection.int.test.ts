import { describe, expect, it } from "vitest";
import type { DomainEvent } from "@wellbeing/domain";
import { projectionSpec } from "../testing/projectionSpec";
import { certificatesProjection } from "./projection";
import type { CertificateRow } from "@wellbeing/platform";

// The certificates read model: each issued certificate by its code, as anyone verifying it sees it,
// revoked without a name once its holder is erased.

const spec = projectionSpec([certificatesProjection]);
const session = "0190a000-0000-7000-8000-00000000a001";
const ana = "0190a000-0000-7000-8000-00000000b001";
const ben = "0190a000-0000-7000-8000-00000000b002";

const issued = (
  code: string,
  personId: string,
  name: string | null,
  module: "1" | "2" = "1",
  replaces: string | null = null,
): { streamId: string; event: DomainEvent } => ({
  streamId: `certificate-${session}-${personId}`,
  event: {
    type: "CertificateIssued",
    data: {
      code,
      sessionId: session,
      personId,
      module,
      course: "C5",
      dates: ["2026-12-01", "2026-12-08"],
      name,
      replaces,
      issuedAt: "2026-12-09T10:00:00.000Z",
    },
  },
});
const deleted = (userId: string) => ({
  streamId: `user-${userId}`,
  event: { type: "AccountDeleted", data: { userId, erasedKeys: [], deletedAt: "2026-12-10T10:00:00.000Z" } } as DomainEvent,
});

const shown = (rows: CertificateRow[]) =>
  rows.map(({ code, module, course, completed_on, name, revoked }) => ({ code, module, course, completed_on, name, revoked }));
const replacements = (rows: CertificateRow[]) => rows.map(({ code, name, replaced_by }) => ({ code, name, replaced_by }));

describe("the certificates projection", () => {
  it("keeps each certificate by its code with the session's last day; a code met again (a replay) keeps its row", async () => {
    const built = await spec.given(
      [issued("AAAA-BBBB-CCCC", ana, "Ana Jones"), issued("DDDD-EEEE-FFFF", ana, "Ana Jones", "2")],
      [issued("AAAA-BBBB-CCCC", ana, "Someone Else")],
    );
    expect(built.failures).toEqual([]);
    expect(shown(await built.rows<CertificateRow>("certificates", "code"))).toEqual([
      { code: "AAAA-BBBB-CCCC", module: "1", course: "C5", completed_on: "2026-12-08", name: "Ana Jones", revoked: false },
      { code: "DDDD-EEEE-FFFF", module: "2", course: "C5", completed_on: "2026-12-08", name: "Ana Jones", revoked: false },
    ]);
  });

  it("revokes an erased person's certificates and forgets their name, in the same batch as the issue or a later one; others stay", async () => {
    const sameBatch = await spec.given([issued("AAAA-BBBB-CCCC", ana, "Ana Jones"), issued("GGGG-HHHH-JJJJ", ben, "Ben Evans"), deleted(ana)]);
    const laterBatch = await spec.given([issued("AAAA-BBBB-CCCC", ana, "Ana Jones"), issued("GGGG-HHHH-JJJJ", ben, "Ben Evans")], [deleted(ana)]);
    for (const built of [sameBatch, laterBatch]) {
      expect(built.failures).toEqual([]);
      expect(shown(await built.rows<CertificateRow>("certificates", "code"))).toEqual([
        { code: "AAAA-BBBB-CCCC", module: "1", course: "C5", completed_on: "2026-12-08", name: null, revoked: true },
        { code: "GGGG-HHHH-JJJJ", module: "1", course: "C5", completed_on: "2026-12-08", name: "Ben Evans", revoked: false },
      ]);
    }
  });

  it("marks a certificate a corrected one replaced, forgetting the wrong name, whether the correction comes in the same batch or a later one", async () => {
    const wrong = issued("AAAA-BBBB-CCCC", ana, "Ana Jnoes");
    const corrected = issued("DDDD-EEEE-FFFF", ana, "Ana Jones", "1", "AAAA-BBBB-CCCC");
    for (const built of [await spec.given([wrong, corrected]), await spec.given([wrong], [corrected])]) {
      expect(built.failures).toEqual([]);
      expect(replacements(await built.rows<CertificateRow>("certificates", "code"))).toEqual([
        { code: "AAAA-BBBB-CCCC", name: null, replaced_by: "DDDD-EEEE-FFFF" },
        { code: "DDDD-EEEE-FFFF", name: "Ana Jones", replaced_by: null },
      ]);
    }
  });

  it("shows a certificate replayed after its holder's key was destroyed (its name reads null) as revoked", async () => {
    const replayed = await spec.given([issued("AAAA-BBBB-CCCC", ana, null)]);
    expect(shown(await replayed.rows<CertificateRow>("certificates"))).toEqual([
      { code: "AAAA-BBBB-CCCC", module: "1", course: "C5", completed_on: "2026-12-08", name: null, revoked: true },
    ]);
  });
});
