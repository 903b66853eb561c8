import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { staffHomeScope } from "./scope";

describe("whose sessions the staff home looks at", () => {
  it("a trainer's own, a local lead's group, an admin's and a super admin's all", () => {
    expect(staffHomeScope({ userId: "t", role: "trainer" })).toEqual(Either.right({ kind: "trainer", trainerId: "t" }));
    expect(staffHomeScope({ userId: "l", role: "localLead" })).toEqual(Either.right({ kind: "group", leadId: "l" }));
    expect(staffHomeScope({ userId: "a", role: "admin" })).toEqual(Either.right({ kind: "all" }));
    expect(staffHomeScope({ userId: "s", role: "superAdmin" })).toEqual(Either.right({ kind: "all" }));
  });

  it("refuses a participant", () => {
    expect(Either.isLeft(staffHomeScope({ userId: "p", role: "participant" }))).toBe(true);
  });
});
