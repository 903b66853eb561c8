import { describe, expect, it } from "vitest";
import { CLOSED_DRAWER, sessionDrawerReducer } from "./drawer";

describe("the Manage Session drawer", () => {
  it("opens a sub-view by key and Back closes it", () => {
    const open = sessionDrawerReducer(CLOSED_DRAWER, { type: "open", key: "viewAttendeesList" });
    expect(open).toEqual({ key: "viewAttendeesList", next: null });
    expect(sessionDrawerReducer(open, { type: "back" })).toEqual(CLOSED_DRAWER);
  });

  it("chains an open to its next view, then closes", () => {
    const composing = sessionDrawerReducer(CLOSED_DRAWER, { type: "open", key: "emailTemplate", next: "viewEmails" });
    const sent = sessionDrawerReducer(composing, { type: "continue" });
    expect(sent).toEqual({ key: "viewEmails", next: null });
    expect(sessionDrawerReducer(sent, { type: "continue" })).toEqual(CLOSED_DRAWER);
  });
});
