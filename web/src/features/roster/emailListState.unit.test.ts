import { describe, expect, it } from "vitest";
import { addEmails, clearEmails } from "./emailListState";

describe("the attendee and invitee list editor (§5)", () => {
  it("adds pasted addresses split, lowercased, trimmed and de-duplicated", () => {
    expect(addEmails(["ana@example.org"], ["Ben@Example.org; ana@example.org, cal@example.org"])).toEqual({
      emails: ["ana@example.org", "ben@example.org", "cal@example.org"],
      error: null,
      keepInput: false,
    });
  });

  it("one invalid address says 'Invalid!' and stays in the box; among several it is dropped silently", () => {
    expect(addEmails([], ["nope"])).toEqual({ emails: [], error: "Invalid! Invalid email", keepInput: true });
    expect(addEmails([], ["nope ana@example.org"])).toEqual({ emails: ["ana@example.org"], error: null, keepInput: false });
  });

  it("clearing keeps the addresses that cannot be removed", () => {
    expect(clearEmails(["a@example.org", "b@example.org"], new Set(["b@example.org"]))).toEqual(["b@example.org"]);
  });
});
