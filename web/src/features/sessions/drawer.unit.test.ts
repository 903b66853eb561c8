import { describe, expect, it } from "vitest";
import { CLOSED_DRAWER, sessionDrawerReducer } from "./drawer";

describe("the Manage Session drawer", () => {
  it("opens a sub-view by key and Back closes it", () => {
    const open = sessionDrawerReducer(CLOSED_DRAWER, { type: "open", key: "viewAttendeesList" });
    expect(open).toEqual({ key: "viewAttendeesList", next: null });
    expect(sessionDrawerReducer(open, { type: "back" })).toEqual(CLOSED_DRAWER);
  });

  it("chains an open to its next view, then closes", () => {
    const editing = sessionDrawerReducer(CLOSED_DRAWER, { type: "open", key: "editScheduleEmail", next: "scheduleTable" });
    const saved = sessionDrawerReducer(editing, { type: "continue" });
    expect(saved).toEqual({ key: "scheduleTable", next: null });
    expect(sessionDrawerReducer(saved, { type: "continue" })).toEqual(CLOSED_DRAWER);
  });
});
