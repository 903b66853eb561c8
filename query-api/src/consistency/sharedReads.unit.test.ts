import { describe, expect, it } from "vitest";
import { READ_MODELS, START } from "@wellbeing/platform";
import { SharedReads, routePositions } from "./sharedReads";

/** A read counting how often it was computed, answering which computation it was. */
const counting = () => {
  let computed = 0;
  return { compute: () => Promise.resolve((computed += 1)), times: () => computed };
};

describe("shared reads", () => {
  it("answer the same question at the same positions once, however many ask at once", async () => {
    const read = counting();
    const shared = new SharedReads<number>(
      () => "7.7",
      () => 0,
    );
    const answers = await Promise.all(Array.from({ length: 1000 }, () => shared.read("all", read.compute)));
    expect(new Set(answers)).toEqual(new Set([1]));
    expect(read.times()).toBe(1);
  });

  it("compute again once a read model moved, or for another question", async () => {
    let position = "7.7";
    const read = counting();
    const shared = new SharedReads<number>(
      () => position,
      () => 0,
    );
    await shared.read("all", read.compute);
    position = "8.8";
    expect(await shared.read("all", read.compute)).toBe(2);
    expect(await shared.read("trainer 1", read.compute)).toBe(3);
  });

  it("keep an answer one second at most, and never a failure for later readers", async () => {
    let now = 0;
    const read = counting();
    const shared = new SharedReads<number>(
      () => "7.7",
      () => now,
    );
    await shared.read("all", read.compute);
    now = 1_001;
    expect(await shared.read("all", read.compute)).toBe(2);
    await expect(shared.read("lead 1", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await shared.read("lead 1", read.compute)).toBe(3);
  });
});

describe("a shared read's key", () => {
  const watermark = { positionOf: (name: string) => (name === READ_MODELS.sessions ? { commit: 9n, prepare: 8n } : START) };

  it("holds how far each read model its contract names has got, in the contract's order", () => {
    expect(routePositions(watermark, { path: "/api/things", readModels: ["sessions", "users"] })()).toBe("9.8,-1.-1");
  });

  it("cannot be made from a contract naming no read model (its answers would be shared however much changed)", () => {
    expect(() => routePositions(watermark, { path: "/api/things", readModels: [] })).toThrow(
      "/api/things: a shared read names the read models it answers from",
    );
    expect(() => routePositions(watermark, { path: "/api/things" })).toThrow("/api/things");
  });
});
