import { describe, expect, it } from "vitest";
import { parseQueue, shownMark, withTick, withoutTick, type QueuedTick } from "./tickQueue";

const tick = (personKey: string, mark: QueuedTick["mark"], commandId: string): QueuedTick => ({ sessionDate: "2026-12-01", personKey, mark, commandId });

describe("the register's waiting ticks", () => {
  it("given ticks made offline, then each person shows their last one over what the server says, and the server's mark once none waits", () => {
    const queue = withTick(withTick([], tick("ana", "attended", "c1")), tick("ana", "noShow", "c2"));
    expect(shownMark(queue, "2026-12-01", "ana", undefined)).toBe("noShow");
    expect(shownMark(queue, "2026-12-01", "ben", "attended")).toBe("attended");
    expect(shownMark(withoutTick(withoutTick(queue, "c1"), "c2"), "2026-12-01", "ana", "noShow")).toBe("noShow");
    expect(shownMark([], "2026-12-08", "ana", undefined)).toBe("notRecorded");
  });

  it("given what storage holds, then a stored queue reads back and anything else reads as empty", () => {
    const queue = [tick("ana", "attended", "c1")];
    expect(parseQueue(JSON.stringify(queue))).toEqual(queue);
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue("not json")).toEqual([]);
    expect(parseQueue(JSON.stringify([{ personKey: "ana" }, ...queue]))).toEqual(queue);
  });
});
