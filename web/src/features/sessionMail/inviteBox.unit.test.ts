import { describe, expect, it } from "vitest";
import { joinEmails } from "@wellbeing/domain";
import { addEmails } from "../roster/emailListState";

// The e-mail screen's invite box (§5) uses the shared list editor; these are its rules as the
// screen relies on them.

describe("the invite box (§5)", () => {
  it("given typed text, when it holds addresses separated by spaces, commas, semicolons or quotes, then each is a tag", () => {
    expect(addEmails([], [`ana@example.org bob@example.org,cai@example.org;"dee@example.org" 'eve@example.org'`]).emails).toEqual([
      "ana@example.org",
      "bob@example.org",
      "cai@example.org",
      "dee@example.org",
      "eve@example.org",
    ]);
  });

  it("given tags, when a pasted list repeats one in other case and spacing, then it is kept once, lowercased and trimmed", () => {
    expect(addEmails(["ana@example.org"], ["  ANA@Example.org ; Bob@Example.ORG  "]).emails).toEqual(["ana@example.org", "bob@example.org"]);
  });

  it("given several addresses with an invalid one among them, then it is dropped without a word", () => {
    expect(addEmails([], ["ana@example.org not-an-address"])).toEqual({ emails: ["ana@example.org"], invalid: false, keepInput: false });
  });

  it("given one invalid address, then it is told so, and the text stays to be corrected", () => {
    expect(addEmails([], ["not-an-address"])).toEqual({ emails: [], invalid: true, keepInput: true });
  });

  it("copying gives the addresses joined by semicolons", () => {
    expect(joinEmails(["ana@example.org", "bob@example.org"])).toBe("ana@example.org;bob@example.org");
  });
});
