import { Either } from "effect";
import { describe, expect, it } from "vitest";
import type { TrainerFacts } from "../sessions/commands";
import { resultsScope } from "./scope";

const ADMIN = { userId: "admin", role: "admin" } as const;
const LEAD = { userId: "lead", role: "localLead" } as const;
const TRAINER = { userId: "trainer", role: "trainer" } as const;
const PARTICIPANT = { userId: "participant", role: "participant" } as const;

const facts: Record<string, TrainerFacts> = {
  lead: { userId: "lead", roles: ["localLead"], localLeadId: null },
  otherLead: { userId: "otherLead", roles: ["localLead"], localLeadId: null },
  trainer: { userId: "trainer", roles: ["trainer"], localLeadId: "lead" },
  solo: { userId: "solo", roles: ["trainer"], localLeadId: null },
};
const person = (id: string) => facts[id] ?? null;
const scope = (result: Either.Either<unknown, { _tag: string }>) => (Either.isRight(result) ? result.right : result.left._tag);

describe("whose results a page shows (§2.16, §6): from the token, the target and the person", () => {
  it("given a trainer, then only their own results, by target me or trainer", () => {
    expect(scope(resultsScope(TRAINER, "me", "trainer", person("trainer")))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(resultsScope(TRAINER, "trainer", "trainer", person("trainer")))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(resultsScope(TRAINER, "me", "solo", person("solo")))).toBe("NotAllowed");
    expect(scope(resultsScope(TRAINER, "trainer", "solo", person("solo")))).toBe("NotAllowed");
    expect(scope(resultsScope(TRAINER, "myGroup", "trainer", person("trainer")))).toBe("NotAllowed");
    expect(scope(resultsScope(TRAINER, "localLeadGroup", "lead", person("lead")))).toBe("NotAllowed");
    expect(scope(resultsScope(TRAINER, "all", "trainer", person("trainer")))).toBe("NotAllowed");
  });

  it("given a local lead, then themself, their group and a trainer of their group", () => {
    expect(scope(resultsScope(LEAD, "me", "lead", person("lead")))).toEqual({ kind: "trainer", trainerId: "lead" });
    expect(scope(resultsScope(LEAD, "myGroup", "lead", person("lead")))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(resultsScope(LEAD, "localLeadGroup", "lead", person("lead")))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(resultsScope(LEAD, "trainer", "trainer", person("trainer")))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(resultsScope(LEAD, "trainer", "solo", person("solo")))).toBe("NotAllowed");
    expect(scope(resultsScope(LEAD, "localLeadGroup", "otherLead", person("otherLead")))).toBe("NotAllowed");
    expect(scope(resultsScope(LEAD, "myGroup", "otherLead", person("otherLead")))).toBe("NotAllowed");
    expect(scope(resultsScope(LEAD, "all", "lead", person("lead")))).toBe("NotAllowed");
  });

  it("given an admin, then everything; an unknown trainer or lead is not found", () => {
    expect(scope(resultsScope(ADMIN, "all", "admin", person("admin")))).toEqual({ kind: "all" });
    expect(scope(resultsScope(ADMIN, "trainer", "solo", person("solo")))).toEqual({ kind: "trainer", trainerId: "solo" });
    expect(scope(resultsScope(ADMIN, "localLeadGroup", "otherLead", person("otherLead")))).toEqual({ kind: "group", leadId: "otherLead" });
    expect(scope(resultsScope(ADMIN, "trainer", "nobody", null))).toBe("NotFound");
    expect(scope(resultsScope(ADMIN, "localLeadGroup", "solo", person("solo")))).toBe("NotFound");
    expect(scope(resultsScope(ADMIN, "myGroup", "admin", person("admin")))).toBe("NotAllowed");
  });

  it("given a participant, then nothing", () => {
    expect(scope(resultsScope(PARTICIPANT, "me", "participant", null))).toBe("NotAllowed");
  });
});
