import { describe, expect, it } from "vitest";
import { missedModuleWording } from "./missedModuleWording";

describe("the missed-module warning", () => {
  it("counts attendees in the singular and the plural", () => {
    expect(missedModuleWording(1)).toBe("1 attendee has not completed the previous module of this course.");
    expect(missedModuleWording(2)).toBe("2 attendees have not completed the previous module of this course.");
    expect(missedModuleWording(12)).toBe("12 attendees have not completed the previous module of this course.");
  });
});
