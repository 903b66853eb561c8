import { en, type ToDoItem } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { toDoEntry } from "./toDoEntries";
import { translator } from "@wellbeing/i18n";

const session = {
  id: "0190a000-0000-7000-8000-00000000a001",
  shortId: "abcd2345",
  course: "C5" as const,
  modules: ["2" as const],
  dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
};

describe("a 'what needs doing' line (§2.6)", () => {
  it("says what to do, why and which session, and links to its Manage Session screen", () => {
    const item: ToDoItem = { kind: "inviteParticipants", session, spacesRemaining: 1 };
    expect(toDoEntry(item, translator(en, "en"))).toMatchObject({
      title: "Send invitations",
      detail: "Starts within 7 days with 1 space left, and no invitations have been sent.",
      session: "01/12/2026 · Module 2 · Standard course",
      to: "/session-details/0190a000-0000-7000-8000-00000000a001",
    });
  });

  it("words each kind with its figures", () => {
    const t = translator(en, "en");
    expect(toDoEntry({ kind: "lowResponseRate", session, responseRate: 33, responses: 2, attendees: 6 }, t).detail).toBe(
      "Response rate 33%: 2 of 6 attendees answered the evaluation.",
    );
    expect(toDoEntry({ kind: "removalRequests", session, requests: 2 }, t).detail).toBe("2 participants have asked to be removed.");
    expect(toDoEntry({ kind: "missedModules", session, attendees: 1 }, t).detail).toBe("1 attendee has not completed the previous module of this course.");
  });

  it("speaks Welsh on a Welsh screen", () => {
    const entry = toDoEntry({ kind: "sendEvaluation", session, attendees: 4 }, translator(cy, "cy"));
    expect(entry.title).toBe("Anfon y gwerthusiad");
    expect(entry.detail).toContain("4 mynychwr");
  });
});
