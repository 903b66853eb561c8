import { describe, expect, it } from "vitest";
import { buildCalendar, escapeText, foldLine, londonToUtc } from "./ics";
import type { SessionFacts } from "../sessions/facts";
import { ONLINE_SESSION } from "../sessions/factsFixtures";
import { cy } from "../i18n/cy";
import { en } from "../i18n/en";
import { sessionCalendarFile } from "./sessionCalendar";
import { ENGLISH_WORDING, translator } from "@wellbeing/i18n";

const NOW = new Date("2026-03-01T09:08:07Z");

describe("iCalendar text (RFC 5545)", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\ne\r\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("folds lines at 75 octets, never inside a UTF-8 character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldLine(line).split("\r\n");
    expect(folded.length).toBeGreaterThan(1);
    // "é" is two octets in UTF-8.
    for (const part of folded) expect(part.length + part.replace(/[^é]/g, "").length).toBeLessThanOrEqual(75);
    expect(folded.map((part, index) => (index === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldLine("SHORT:line")).toBe("SHORT:line");
  });

  it("UK wall-clock times become UTC: GMT in winter, BST in summer", () => {
    expect(londonToUtc("2026-01-15", "09:30").toISOString()).toBe("2026-01-15T09:30:00.000Z");
    expect(londonToUtc("2026-07-15", "09:30").toISOString()).toBe("2026-07-15T08:30:00.000Z");
    // The morning the clocks go forward (29 March 2026, 01:00 GMT → 02:00 BST).
    expect(londonToUtc("2026-03-29", "10:00").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    expect(londonToUtc("2026-10-25", "10:00").toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });

  it("builds a calendar with CRLF lines; a date without times is an all-day event", () => {
    const text = buildCalendar(
      [
        {
          uid: "a@x",
          start: { date: "2026-07-15", time: "09:30" },
          endTime: "12:00",
          summary: "Module 1",
          location: "1 High St, Newport",
          description: "Line 1\nLine 2",
        },
        { uid: "b@x", start: { date: "2026-12-31", time: null }, endTime: null, summary: "All day", location: "Online", description: "" },
      ],
      NOW,
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.split("\r\n").filter((line) => line !== "")).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Wellbeing Training//Sessions//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:PUBLISH",
      "BEGIN:VEVENT",
      "UID:a@x",
      "DTSTAMP:20260301T090807Z",
      "DTSTART:20260715T083000Z",
      "DTEND:20260715T110000Z",
      "SUMMARY:Module 1",
      "LOCATION:1 High St\\, Newport",
      "DESCRIPTION:Line 1\\nLine 2",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:b@x",
      "DTSTAMP:20260301T090807Z",
      "DTSTART;VALUE=DATE:20261231",
      "DTEND;VALUE=DATE:20270101",
      "SUMMARY:All day",
      "LOCATION:Online",
      "DESCRIPTION:",
      "END:VEVENT",
      "END:VCALENDAR",
    ]);
  });
});

describe("a session's calendar file", () => {
  const session: SessionFacts = {
    ...ONLINE_SESSION,
    modules: ["3", "2"],
    dates: [
      { sessionDate: "2026-07-22", startTime: "10:00", endTime: "12:00" },
      { sessionDate: "2026-07-15", startTime: "10:00", endTime: "12:00" },
    ],
    meetingLink: "https://zoom.us/j/1",
    trainers: [{ name: "Tara Trainer" }, { name: "Morgan Multi" }],
    extraInfo: "Cameras on, please; thanks",
  };

  it("has one event per date in date order, modules in course order, with stable UIDs and the meeting link as location", () => {
    const text = sessionCalendarFile(session, "http://localhost:3000/participant-session-details/0190-session", NOW, [ENGLISH_WORDING]);
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(unfolded).toContain("UID:session-0190-session-date-1@wellbeing-training\r\nDTSTAMP:20260301T090807Z\r\nDTSTART:20260715T090000Z");
    expect(unfolded).toContain("UID:session-0190-session-date-2@wellbeing-training");
    expect(unfolded).toContain("SUMMARY:Standard course: Module 2 & Module 3 (day 1 of 2)");
    expect(unfolded).toContain("LOCATION:https://zoom.us/j/1");
    expect(unfolded).toContain(
      "Trainers: Tara Trainer & Morgan Multi\\nMeeting link: https://zoom.us/j/1\\nContact: trainer@demo.test\\nCameras on\\, please\\; thanks",
    );
    expect(sessionCalendarFile(session, "http://x/y", NOW, [ENGLISH_WORDING])).toBe(sessionCalendarFile(session, "http://x/y", NOW, [ENGLISH_WORDING]));
  });

  it("says when each day is, with its weekday and year, in the reader's language; both, Welsh first, when given both", () => {
    const welsh = { t: translator(cy, "cy"), language: "cy" } as const;
    const english = { t: translator(en, "en"), language: "en" } as const;
    const unfold = (text: string) => text.replace(/\r\n /g, "");
    expect(unfold(sessionCalendarFile(session, "http://x/y", NOW, [ENGLISH_WORDING]))).toContain("When: Wednesday 15 July 2026\\, 10:00 to 12:00");
    const inWelsh = unfold(sessionCalendarFile(session, "http://x/y", NOW, [welsh]));
    expect(inWelsh).toContain("SUMMARY:Cwrs safonol: Modiwl 2 & Modiwl 3 (diwrnod 1 o 2)");
    expect(inWelsh).toContain("Pryd: Dydd Mercher 15 Gorffennaf 2026\\, 10:00 i 12:00\\nHyfforddwyr: Tara Trainer & Morgan Multi");
    expect(inWelsh).not.toContain("Trainers:");
    const both = unfold(sessionCalendarFile(session, "http://x/y", NOW, [welsh, english]));
    expect(both).toContain("SUMMARY:Cwrs safonol: Modiwl 2 & Modiwl 3 (diwrnod 1 o 2) / Standard course: Module 2 & Module 3 (day 1 of 2)");
    expect(both.indexOf("Pryd: Dydd Mercher")).toBeLessThan(both.indexOf("When: Wednesday"));
  });

  it("a face-to-face session is located at its address", () => {
    const text = sessionCalendarFile(
      { ...session, remote: false, meetingLink: null, address: { addressLine1: "1 High St", addressLine2: null, town: "Newport", postcode: "NP20 1AA" } },
      "http://x/y",
      NOW,
      [ENGLISH_WORDING],
    );
    expect(text).toContain("LOCATION:1 High St\\, Newport\\, NP20 1AA");
  });
});
