import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { requestPart } from "../http/contract";
import { AttendeesListInput } from "../roster/inputs";
import { SendEmailsBody } from "../sessionMail/inputs";
import { message } from "../i18n/translate";

// A list's length is judged before its items: a list far too long is one refusal, not one per item.

const tooMany = { recipients: message("roster.tooManyEmails") };

describe("lists of addresses (recipients, attendees)", () => {
  it("refuses 90,000 addresses with the one list message, before judging any of them", () => {
    const bad = Array.from({ length: 90_000 }, (_, index) => (index % 2 ? 7 : `not-an-address-${index}`));
    expect(requestPart(SendEmailsBody).decode({ recipients: bad })).toEqual(Either.left(tooMany));
    expect(requestPart(AttendeesListInput).decode({ participantsEmails: bad.map((email) => ({ email })), status: "new" })).toEqual(
      Either.left({ participantsEmails: message("roster.tooManyEmails") }),
    );
  });

  it("judges each item of a list within its length, and takes 500", () => {
    expect(requestPart(SendEmailsBody).decode({ recipients: ["ana@example.org", "nope"] })).toEqual(
      Either.left({ "recipients.1": message("validation.invalidEmail") }),
    );
    const full = Array.from({ length: 500 }, (_, index) => `a${index}@example.org`);
    expect(Either.map(requestPart(SendEmailsBody).decode({ recipients: full }), (body) => body.recipients.length)).toEqual(Either.right(500));
    expect(requestPart(SendEmailsBody).decode({ recipients: [...full, "b@example.org"] })).toEqual(Either.left(tooMany));
  });
});
