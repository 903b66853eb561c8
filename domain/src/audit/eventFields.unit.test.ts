import { describe, expect, it } from "vitest";
import { cy } from "../i18n/cy";
import { en } from "../i18n/en";
import { DOMAIN_EVENT_DATA_FIELDS, auditFieldLabel } from "./eventFields";
import { translator } from "@wellbeing/i18n";

describe("the event history's field names", () => {
  it("reads the fields of every event's data from the event schema", () => {
    expect(DOMAIN_EVENT_DATA_FIELDS).toEqual(expect.arrayContaining(["sessionId", "email", "dueAt", "scheduledEmailId", "trainerIds"]));
  });

  it("names every field an event can hold, in English and in Welsh", () => {
    const unnamed = DOMAIN_EVENT_DATA_FIELDS.filter((field) => !Object.hasOwn(en.auditFields, field));
    expect(unnamed, "add these to the auditFields catalogues").toEqual([]);
  });

  it("given a Welsh reader, when a session's fields are named, then they read in Welsh", () => {
    const t = translator(cy, "cy");
    expect(["sessionId", "dueAt", "email", "trainerIds"].map((field) => auditFieldLabel(t, field))).toEqual([
      "Dynodydd y sesiwn",
      "I'w anfon am",
      "E-bost",
      "Hyfforddwyr",
    ]);
  });

  it("given a field no catalogue names yet (a newer event), when it is shown, then it is shown as recorded", () => {
    expect(auditFieldLabel(translator(en, "en"), "someNewField")).toBe("someNewField");
  });
});
