import { en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { addEmails, clearEmails, invalidAddressText } from "./emailListState";
import { translator } from "@wellbeing/i18n";

describe("the attendee and invitee list editor (§5)", () => {
  it("adds pasted addresses split, lowercased, trimmed and de-duplicated", () => {
    expect(addEmails(["ana@example.org"], ["Ben@Example.org; ana@example.org, cal@example.org"])).toEqual({
      emails: ["ana@example.org", "ben@example.org", "cal@example.org"],
      invalid: false,
      keepInput: false,
    });
  });

  it("one invalid address says 'Invalid!' and stays in the box; among several it is dropped silently", () => {
    expect(addEmails([], ["nope"])).toEqual({ emails: [], invalid: true, keepInput: true });
    expect(addEmails([], ["nope ana@example.org"])).toEqual({ emails: ["ana@example.org"], invalid: false, keepInput: false });
  });

  it("given an invalid address, when the screen is in English or Welsh, then it is told so in that language", () => {
    expect(invalidAddressText(translator(en, "en"))).toBe("Invalid! Invalid email");
    expect(invalidAddressText(translator(cy, "cy"))).toBe("Annilys! Cyfeiriad e-bost annilys");
  });

  it("clearing keeps the addresses that cannot be removed", () => {
    expect(clearEmails(["a@example.org", "b@example.org"], new Set(["b@example.org"]))).toEqual(["b@example.org"]);
  });
});
