import { describe, expect, it } from "vitest";
import { READ_MODELS } from "@wellbeing/platform";
import { allProjections } from "./slices";

describe("the projector's slices", () => {
  it("keep one projection for each read model a read contract may name, and none other", () => {
    // A name with no projection would never have a checkpoint: every read naming it would wait out its bound and answer stale.
    const names = allProjections.map((projection) => projection.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.values(READ_MODELS).sort());
  });
});
