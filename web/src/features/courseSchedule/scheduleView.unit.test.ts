import { describe, expect, it } from "vitest";
import { scheduleViewOf, scheduleViewSearch } from "./scheduleView";

describe("the schedule's view in its address", () => {
  it("reads the filter and the page", () => {
    expect(scheduleViewOf(new URLSearchParams("delivery=in-person&page=3"))).toEqual({ page: 3, filter: "inPerson" });
    expect(scheduleViewOf(new URLSearchParams("delivery=online"))).toEqual({ page: 1, filter: "online" });
  });

  it("takes anything it cannot read as the first page of every session", () => {
    for (const search of ["", "delivery=faceToFace", "page=0", "page=-2", "page=1.5", "page=abc", "page=1e400"]) {
      expect(scheduleViewOf(new URLSearchParams(search))).toEqual({ page: 1, filter: "all" });
    }
  });

  it("writes what it reads, and nothing for the first page of every session", () => {
    expect(scheduleViewSearch({ page: 1, filter: "all" }).toString()).toBe("");
    for (const view of [
      { page: 2, filter: "all" },
      { page: 1, filter: "online" },
      { page: 4, filter: "inPerson" },
    ] as const) {
      expect(scheduleViewOf(scheduleViewSearch(view))).toEqual(view);
    }
  });
});
