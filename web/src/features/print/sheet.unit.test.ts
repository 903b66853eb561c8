import { describe, expect, it } from "vitest";
import { en, type SessionDetailsAnswer } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { printSheetOf } from "./sheet";
import { translator } from "@wellbeing/i18n";

const session: SessionDetailsAnswer = {
  id: "0190a1b2-0000-7000-8000-000000000001",
  shortId: "abcd2345",
  course: "C5",
  modules: ["1", "2"],
  dates: [
    { sessionDate: "2026-12-08", startTime: "10:00", endTime: "12:00" },
    { sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" },
  ],
  capacity: 12,
  remote: false,
  address: { addressLine1: "Newport Central Library", addressLine2: null, town: "Newport", postcode: "NP20 1PA" },
  meetingPlatform: null,
  meetingLink: null,
  contactEmail: "trainer@demo.test",
  extraInfo: null,
  trainers: [
    { id: "t1", name: "Tara Trainer" },
    { id: "t2", name: "Lee Lead" },
  ],
  numberOfConfirmedParticipants: 0,
  spacesRemaining: 12,
  region: ["Newport", "Torfaen"],
  responseCounts: {},
  attendeeResponseCounts: {},
  responseRateAttendees: 0,
  attendeesBasis: "registered",
  otherResponseCounts: {},
  participantsDidNotAttendPrevMods: [],
  createdAt: "2026-11-21T09:00:00.000Z",
  updatedAt: "2026-11-21T09:00:00.000Z",
};

const t = translator(en, "en");

describe("the print page of a session", () => {
  it("shows the type, dates, modules, region, location and trainers", () => {
    expect(printSheetOf(session, "http://wellbeing.example", t).rows).toEqual([
      ["Type", "Standard course"],
      ["Dates", "01/12 10:00 to 12:00, 08/12 10:00 to 12:00"],
      ["Modules", "1, 2"],
      ["Region", "Newport, Torfaen"],
      ["Location", "Newport Central Library, Newport, NP20 1PA"],
      ["Trainers", "Tara Trainer & Lee Lead"],
    ]);
  });

  it("says N/A for a region nobody gave, and Online for a remote session", () => {
    const rows = printSheetOf({ ...session, region: [], remote: true, address: null }, "http://wellbeing.example", t).rows;
    expect(rows).toContainEqual(["Region", "N/A"]);
    expect(rows).toContainEqual(["Location", "Online"]);
  });

  it("lists the session's evaluation links over https on the current host", () => {
    expect(printSheetOf(session, "http://wellbeing.example", t).surveyLinks).toEqual([
      { label: "Pre-course evaluation", url: "http://wellbeing.example/survey/abcd2345/pre-course" },
      { label: "Post-session evaluation", url: "http://wellbeing.example/survey/abcd2345/post" },
    ]);
  });

  it("labels the rows and links in Welsh for a Welsh reader", () => {
    const sheet = printSheetOf(session, "http://wellbeing.example", translator(cy, "cy"));
    expect(sheet.rows.map(([label]) => label)).toEqual(["Math", "Dyddiadau", "Modiwlau", "Rhanbarth", "Lleoliad", "Hyfforddwyr"]);
    expect(sheet.surveyLinks.map(({ label }) => label)).toEqual(["Gwerthusiad cyn y cwrs", "Gwerthusiad ar ôl y sesiwn"]);
  });
});
