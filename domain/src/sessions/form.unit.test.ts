import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { VALIDATION } from "../messages";
import { decodeSessionForm } from "./form";
import { inEnglish } from "@wellbeing/i18n";

const TRAINER = "0190a1b2-0000-7000-8000-000000000001";

const faceToFace = {
  dates: [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }],
  remote: false,
  address: { addressLine1: "1 High Street", town: "Newport", postcode: "np20 1aa" },
  course: "C5",
  modules: ["1"],
  capacity: 12,
  partnerTrainer1: TRAINER,
  contactEmail: "  Lead@Example.ORG ",
};

const errorsOf = (input: unknown) => {
  const result = decodeSessionForm(input);
  return Either.isLeft(result) ? inEnglish(result.left) : {};
};

describe("session form (spec §2.9, §5)", () => {
  it("accepts a face-to-face session and normalises it", () => {
    const result = decodeSessionForm(faceToFace);
    expect(Either.getOrThrow(result)).toMatchObject({
      remote: false,
      address: { addressLine1: "1 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
      meetingPlatform: null,
      meetingLink: null,
      contactEmail: "lead@example.org",
      partnerTrainer2: null,
      extraInfo: null,
    });
  });

  it("answers every missing field at once with the specification's messages", () => {
    expect(errorsOf({})).toEqual({
      dates: VALIDATION.required,
      course: VALIDATION.required,
      modules: VALIDATION.selectAtLeastOne,
      capacity: VALIDATION.required,
      partnerTrainer1: VALIDATION.required,
      contactEmail: VALIDATION.required,
      remote: VALIDATION.sessionType,
    });
  });

  it("needs one to four dates, each with a date and an end after its start", () => {
    expect(errorsOf({ ...faceToFace, dates: [] })).toEqual({ dates: VALIDATION.minOneDate });
    const five = Array.from({ length: 5 }, () => faceToFace.dates[0]);
    expect(errorsOf({ ...faceToFace, dates: five })).toEqual({ dates: VALIDATION.maxFourDates });
    expect(errorsOf({ ...faceToFace, dates: [{ sessionDate: "" }, { sessionDate: "2026-12-02", startTime: "14:00", endTime: "13:00" }] })).toEqual({
      "dates.0.sessionDate": VALIDATION.required,
      "dates.1.endTime": VALIDATION.endBeforeStart,
    });
  });

  it("checks a face-to-face address: lines, town and a UK postcode", () => {
    expect(errorsOf({ ...faceToFace, address: null })).toEqual({ address: VALIDATION.required });
    expect(errorsOf({ ...faceToFace, address: { addressLine1: " ", town: "", postcode: "NP1" } })).toEqual({
      "address.addressLine1": VALIDATION.required,
      "address.town": VALIDATION.required,
      "address.postcode": VALIDATION.postcodeTooShort,
    });
    expect(errorsOf({ ...faceToFace, address: { ...faceToFace.address, postcode: "NP20 1AAAA" } })).toEqual({
      "address.postcode": VALIDATION.postcodeTooLong,
    });
    expect(errorsOf({ ...faceToFace, address: { ...faceToFace.address, postcode: "12345" } })).toEqual({
      "address.postcode": VALIDATION.invalidPostcode,
    });
  });

  it("checks an online session's platform and link, and resets the address", () => {
    const online = { ...faceToFace, remote: true, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/123" };
    expect(Either.getOrThrow(decodeSessionForm(online))).toMatchObject({ address: null, meetingPlatform: "zoom" });
    expect(errorsOf({ ...online, meetingLink: "https://example.org/x" })).toEqual({ meetingLink: VALIDATION.zoomLink });
    expect(errorsOf({ ...online, meetingPlatform: "teams", meetingLink: "https://zoom.us/j/1" })).toEqual({
      meetingLink: VALIDATION.teamsLink,
    });
    expect(errorsOf({ ...online, meetingPlatform: "google", meetingLink: "https://zoom.us/j/1" })).toEqual({
      meetingLink: VALIDATION.googleLink,
    });
    expect(errorsOf({ ...online, meetingLink: "not a link" })).toEqual({ meetingLink: VALIDATION.invalidLink });
    expect(errorsOf({ ...online, meetingPlatform: undefined, meetingLink: "" })).toEqual({
      meetingPlatform: VALIDATION.required,
      meetingLink: VALIDATION.required,
    });
  });

  it("needs a positive whole capacity, at least one module and a valid contact e-mail", () => {
    expect(errorsOf({ ...faceToFace, capacity: 0, modules: [], contactEmail: "nope" })).toEqual({
      capacity: VALIDATION.positiveNumber,
      modules: VALIDATION.selectAtLeastOne,
      contactEmail: VALIDATION.invalidEmail,
    });
    expect(errorsOf({ ...faceToFace, capacity: "12" })).toEqual({ capacity: VALIDATION.required });
    expect(errorsOf({ ...faceToFace, modules: ["4"] })).toEqual({ "modules.0": VALIDATION.selectAtLeastOne });
  });

  it("takes modules as a set: at most the four of a course, each once", () => {
    expect(errorsOf({ ...faceToFace, modules: Array.from({ length: 100_000 }, () => "1") })).toEqual({ modules: "Too many - 4 at most" });
    expect(errorsOf({ ...faceToFace, modules: ["1", "2", "3", "train-the-trainer", "1"] })).toEqual({ modules: "Too many - 4 at most" });
    expect(Either.getOrThrow(decodeSessionForm({ ...faceToFace, modules: ["2", "1", "2"] })).modules).toEqual(["2", "1"]);
  });
});
