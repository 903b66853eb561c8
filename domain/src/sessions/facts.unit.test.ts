import { describe, expect, it } from "vitest";
import { SESSION_TEXTS } from "../messages";
import { sessionFactTexts, sessionFactsOf, type SessionFacts } from "./facts";
import { ONLINE_SESSION } from "./factsFixtures";
import { ENGLISH_WORDING } from "@wellbeing/i18n";

const online: SessionFacts = {
  ...ONLINE_SESSION,
  modules: ["2", "train-the-trainer", "1"],
  dates: [{ sessionDate: "2026-12-08", startTime: "13:00", endTime: "15:00" }, ...ONLINE_SESSION.dates],
  extraInfo: "Cameras on, please",
};

const faceToFace: SessionFacts = {
  ...online,
  remote: false,
  address: { addressLine1: "1 High St", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
  meetingPlatform: null,
  meetingLink: null,
};

describe("how a session's facts read wherever they are shown", () => {
  it("given an online session, when worded, then dates are in order with their times and modules in course order", () => {
    const facts = sessionFactTexts(online, ENGLISH_WORDING);
    expect(facts.course).toBe("Standard course");
    expect(facts.dates).toEqual(["01/12 10:00 to 12:00", "08/12 13:00 to 15:00"]);
    expect(facts.times).toBe("Times vary");
    expect(facts.modules).toBe("Module 1 & Module 2 & Train the Trainer");
    expect(facts.moduleNumbers).toBe("1, 2, Trainer");
    expect(facts.title).toBe("Standard course: Module 1 & Module 2 & Train the Trainer");
    expect(facts.location).toBe("Online");
    expect(facts.trainers).toBe("Tia Trainer & Lee Lead");
    expect(facts.meetingPlatform).toBe("Zoom");
    expect(facts.meetingLink).toBe("https://zoom.us/j/123");
    expect(facts.contactEmail).toBe("trainer@demo.test");
    expect(facts.extraInfo).toBe("Cameras on, please");
  });

  it("given a face-to-face session, when worded, then its location is its address lines", () => {
    expect(sessionFactTexts(faceToFace, ENGLISH_WORDING).location).toBe("1 High St, Newport, NP20 1AA");
  });

  it("given a face-to-face session without an address, when worded, then its location is to be confirmed", () => {
    expect(sessionFactTexts({ ...faceToFace, address: null }, ENGLISH_WORDING).location).toBe(SESSION_TEXTS.locationToBeConfirmed);
  });

  it("given a session missing its values, when worded, then each missing one reads N/A", () => {
    const facts = sessionFactTexts({ ...faceToFace, modules: [], dates: [], contactEmail: null, extraInfo: "", trainers: [{ name: null }] }, ENGLISH_WORDING);
    expect([
      facts.modules,
      facts.moduleNumbers,
      facts.times,
      facts.meetingPlatform,
      facts.meetingLink,
      facts.contactEmail,
      facts.extraInfo,
      facts.trainers,
    ]).toEqual(Array(8).fill("N/A"));
    expect(facts.dates).toEqual(["N/A"]);
  });

  it("given a session's stream state and its trainers' names, when its facts are taken, then they carry its id and trainers", () => {
    const { id: sessionId, trainers: _trainers, ...rest } = online;
    expect(sessionFactsOf({ ...rest, sessionId }, ["Tia Trainer", null])).toEqual({ ...online, trainers: [{ name: "Tia Trainer" }, { name: null }] });
  });
});
