import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { coursePatch, deliveryPatch, newSessionDraft, validateSessionDraft, type SessionDraft } from "./draft";
import { inEnglish } from "@wellbeing/i18n";

const trainerId = "0198a1b2-0000-7000-8000-000000000001";
const creator = { userId: trainerId, email: "trainer@demo.test", role: "trainer" as const };

const filled: SessionDraft = {
  ...newSessionDraft(creator),
  dates: [{ sessionDate: "2026-12-01", startTime: "09:30", endTime: "12:00" }],
  remote: false,
  address: { addressLine1: "1 High Street", addressLine2: "", town: "Newport", postcode: "np20 1aa" },
  course: "C5",
  modules: ["1"],
  capacity: "12",
};

const errorsOf = (draft: SessionDraft) => inEnglish(Either.getOrElse(Either.flip(validateSessionDraft(draft)), () => ({})));

describe("the session form draft", () => {
  it("starts with one empty date, the creator's e-mail, and a trainer as trainer 1", () => {
    const draft = newSessionDraft(creator);
    expect(draft.dates).toHaveLength(1);
    expect(draft.contactEmail).toBe("trainer@demo.test");
    expect(draft.partnerTrainer1).toBe(trainerId);
    expect(newSessionDraft({ ...creator, role: "admin" }).partnerTrainer1).toBe("");
  });

  it("validates a complete face-to-face session into the payload", () => {
    const result = validateSessionDraft(filled);
    expect(Either.isRight(result) && result.right).toMatchObject({
      remote: false,
      address: { addressLine1: "1 High Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
      meetingPlatform: null,
      meetingLink: null,
      capacity: 12,
      partnerTrainer2: null,
      extraInfo: null,
    });
  });

  it("shows the specification's messages at the inputs' paths", () => {
    const errors = errorsOf({
      ...filled,
      dates: [{ sessionDate: "", startTime: "12:00", endTime: "09:00" }],
      address: { ...filled.address, postcode: "" },
      modules: [],
      capacity: "0",
    });
    expect(errors).toMatchObject({
      "dates.0.sessionDate": "This field is required",
      "address.postcode": "This field is required",
      modules: "You must select at least one of the options",
      capacity: "Should be greater than 0",
    });
  });

  it("asks to choose the delivery before anything about it", () => {
    expect(errorsOf({ ...filled, remote: null })).toMatchObject({ remote: "You must select either online or face to face" });
  });

  it("checks the meeting link against the platform", () => {
    const online = { ...filled, ...deliveryPatch(true), meetingPlatform: "zoom" as const, meetingLink: "https://teams.microsoft.com/l/1" };
    expect(errorsOf(online)).toMatchObject({ meetingLink: "Please enter a valid Zoom link" });
  });

  it("resets the other delivery part on a switch", () => {
    expect(deliveryPatch(true)).toMatchObject({ remote: true, address: { addressLine1: "", postcode: "" } });
    expect(deliveryPatch(false)).toMatchObject({ remote: false, meetingPlatform: "", meetingLink: "" });
  });

  it("maps the special module when an admin changes the course", () => {
    const draft = { ...filled, modules: ["1", "train-the-trainer"] as const };
    expect(coursePatch({ ...draft, modules: [...draft.modules] }, "YOUNG_PEOPLE", "admin").modules).toEqual(["1", "trainer-upskill"]);
  });
});
