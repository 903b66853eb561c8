import { describe, expect, it } from "vitest";
import { keepNotReached, noRecipientsMessage, recipientsOf, selectAll, selectNew, toggle, type Candidate } from "./recipientSelection";

const invitees: Candidate[] = [
  { email: "ana@example.org", status: "sent" },
  { email: "ben@example.org", status: "new" },
  { email: "cai@example.org", status: "new" },
];

describe("choosing who gets a session e-mail (§2.11)", () => {
  it("'Select all' ticks every invitee; 'Select New' only those not yet sent an invitation", () => {
    expect([...selectAll(invitees)]).toEqual(["ana@example.org", "ben@example.org", "cai@example.org"]);
    expect([...selectNew(invitees)]).toEqual(["ben@example.org", "cai@example.org"]);
  });

  it("ticking twice unticks", () => {
    const once = toggle(new Set(), "ana@example.org");
    expect([...once]).toEqual(["ana@example.org"]);
    expect([...toggle(once, "ana@example.org")]).toEqual([]);
  });

  it("sends to the ticked people in checklist order, then the typed addresses, each once", () => {
    expect(recipientsOf(invitees, new Set(["cai@example.org", "ana@example.org"]), ["dee@example.org", "ana@example.org"])).toEqual([
      "ana@example.org",
      "cai@example.org",
      "dee@example.org",
    ]);
  });

  it("an empty list says what §5 says for its kind", () => {
    expect(noRecipientsMessage("registration")).toBe("mail.addRecipients");
    expect(noRecipientsMessage("reminder")).toBe("mail.addRecipients");
    expect(noRecipientsMessage("surveyLink")).toBe("mail.noParticipants");
  });
});

describe("keepNotReached (after the mail server refused some addresses)", () => {
  it("keeps chosen only the addresses not reached, ticked or typed", () => {
    const kept = keepNotReached({ selected: new Set(["ana@example.org", "ben@example.org"]), typed: ["cai@example.org", "dee@example.org"] }, [
      "ben@example.org",
      "dee@example.org",
    ]);
    expect(kept).toEqual({ selected: new Set(["ben@example.org"]), typed: ["dee@example.org"] });
  });
});
