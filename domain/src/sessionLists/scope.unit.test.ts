import { Either } from "effect";
import { describe, expect, it } from "vitest";
import type { TrainerFacts } from "../sessions/commands";
import { availableSessionsScope, defaultExportTarget, exportScope, groupListScope, ownListScope, trainerListScope } from "./scope";

const ADMIN = { userId: "admin", role: "admin" } as const;
const LEAD = { userId: "lead", role: "localLead" } as const;
const OTHER_LEAD = { userId: "other-lead", role: "localLead" } as const;
const TRAINER = { userId: "trainer", role: "trainer" } as const;
const PARTICIPANT = { userId: "participant", role: "participant" } as const;

const facts: Record<string, TrainerFacts> = {
  lead: { userId: "lead", roles: ["localLead"], localLeadId: null },
  trainer: { userId: "trainer", roles: ["trainer"], localLeadId: "lead" },
  solo: { userId: "solo", roles: ["trainer"], localLeadId: null },
  participant: { userId: "participant", roles: ["participant"], localLeadId: null },
};
const person = (id: string) => facts[id] ?? null;

const scope = (result: Either.Either<unknown, { _tag: string }>) => (Either.isRight(result) ? result.right : result.left._tag);

describe("whose sessions a list holds (§2.7, §6)", () => {
  it("given an admin, when they ask for their sessions, then every session", () => {
    expect(scope(ownListScope(ADMIN))).toEqual({ kind: "all" });
    expect(scope(ownListScope({ userId: "s", role: "superAdmin" }))).toEqual({ kind: "all" });
  });

  it("given a trainer or a local lead, when they ask for their sessions, then only those they train", () => {
    expect(scope(ownListScope(TRAINER))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(ownListScope(LEAD))).toEqual({ kind: "trainer", trainerId: "lead" });
  });

  it("given a participant, when they ask for a session list, then it is refused", () => {
    expect(scope(ownListScope(PARTICIPANT))).toBe("NotAllowed");
    expect(scope(groupListScope(PARTICIPANT, person("lead"), "lead"))).toBe("NotAllowed");
    expect(scope(trainerListScope(PARTICIPANT, person("trainer"), "trainer"))).toBe("NotAllowed");
  });

  it("given a local lead, when they ask for group sessions, then only their own group's", () => {
    expect(scope(groupListScope(LEAD, person("lead"), "lead"))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(groupListScope(OTHER_LEAD, person("lead"), "lead"))).toBe("NotAllowed");
    expect(scope(groupListScope(TRAINER, person("lead"), "lead"))).toBe("NotAllowed");
  });

  it("given an admin, when they ask for any local lead's group sessions, then that group's; a non-lead is not found", () => {
    expect(scope(groupListScope(ADMIN, person("lead"), "lead"))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(groupListScope(ADMIN, person("trainer"), "trainer"))).toBe("NotFound");
    expect(scope(groupListScope(ADMIN, null, "nobody"))).toBe("NotFound");
  });

  it("given one trainer's sessions, then the admin, the trainer's local lead and the trainer may see them", () => {
    const theirs = { kind: "trainer", trainerId: "trainer" };
    expect(scope(trainerListScope(ADMIN, person("trainer"), "trainer"))).toEqual(theirs);
    expect(scope(trainerListScope(LEAD, person("trainer"), "trainer"))).toEqual(theirs);
    expect(scope(trainerListScope(TRAINER, person("trainer"), "trainer"))).toEqual(theirs);
    expect(scope(trainerListScope(OTHER_LEAD, person("trainer"), "trainer"))).toBe("NotAllowed");
    expect(scope(trainerListScope(LEAD, person("solo"), "solo"))).toBe("NotAllowed");
    expect(scope(trainerListScope(TRAINER, person("solo"), "solo"))).toBe("NotAllowed");
    expect(scope(trainerListScope(LEAD, person("lead"), "lead"))).toEqual({ kind: "trainer", trainerId: "lead" });
  });

  it("given an unknown or non-delivering person, then an admin hears not found and others are refused", () => {
    expect(scope(trainerListScope(ADMIN, null, "nobody"))).toBe("NotFound");
    expect(scope(trainerListScope(ADMIN, person("participant"), "participant"))).toBe("NotFound");
    expect(scope(trainerListScope(LEAD, null, "nobody"))).toBe("NotAllowed");
  });
});

describe("what a sessions export holds (§6, §7)", () => {
  it("given no target, then admins export all, local leads their group, trainers their own", () => {
    expect(defaultExportTarget("admin")).toBe("all");
    expect(defaultExportTarget("localLead")).toBe("myGroup");
    expect(defaultExportTarget("trainer")).toBe("me");
  });

  it("given a target, then it is allowed only within the role's reach", () => {
    expect(scope(exportScope(ADMIN, "all"))).toEqual({ kind: "all" });
    expect(scope(exportScope(LEAD, "myGroup"))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(exportScope(LEAD, "me"))).toEqual({ kind: "trainer", trainerId: "lead" });
    expect(scope(exportScope(TRAINER, "me"))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(exportScope(LEAD, "all"))).toBe("NotAllowed");
    expect(scope(exportScope(TRAINER, "myGroup"))).toBe("NotAllowed");
    expect(scope(exportScope(ADMIN, "myGroup"))).toBe("NotAllowed");
    expect(scope(exportScope(PARTICIPANT, "me"))).toBe("NotAllowed");
  });
});

describe("the available-sessions page (§2.7)", () => {
  it("given group=true, then a local lead's group; a trainer's id is not a group", () => {
    expect(scope(availableSessionsScope(person("lead"), true))).toEqual({ kind: "group", leadId: "lead" });
    expect(scope(availableSessionsScope(person("trainer"), true))).toBe("NotFound");
  });

  it("given no group flag, then the trainer's (or local lead's) own sessions; anyone else is not found", () => {
    expect(scope(availableSessionsScope(person("trainer"), false))).toEqual({ kind: "trainer", trainerId: "trainer" });
    expect(scope(availableSessionsScope(person("lead"), false))).toEqual({ kind: "trainer", trainerId: "lead" });
    expect(scope(availableSessionsScope(person("participant"), false))).toBe("NotFound");
    expect(scope(availableSessionsScope(null, false))).toBe("NotFound");
  });
});
