import { describe, expect, it } from "vitest";
import { StreamQueue } from "./streamQueue";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("StreamQueue", () => {
  it("runs the tasks of one key one at a time, in arrival order; other keys run alongside", async () => {
    const queue = new StreamQueue();
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await pause(ms);
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([queue.run("a", task("a1", 20)), queue.run("a", task("a2", 1)), queue.run("b", task("b1", 5))]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("end a1")).toBeLessThan(log.indexOf("start a2"));
    expect(log.indexOf("start b1")).toBeLessThan(log.indexOf("end a1"));
  });

  it("a failed task does not stop the next one", async () => {
    const queue = new StreamQueue();
    const failed = queue.run("a", async () => {
      throw new Error("boom");
    });
    await expect(failed).rejects.toThrow("boom");
    await expect(queue.run("a", async () => "next")).resolves.toBe("next");
  });
});
