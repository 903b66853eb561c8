import { Either, type Schema } from "effect";
import { describe, expect, it } from "vitest";
import { ROSTER_TEXTS, VALIDATION } from "../messages";
import { decodeFields } from "../shared/fieldErrors";
import { cleanEmailList, joinEmails, splitEmails } from "./emailList";
import { AttendeesListInput, ConfirmEmailInput, MAX_LIST_EMAILS, RegistrationForm, RemovalRequestInput } from "./inputs";
import { inEnglish } from "@wellbeing/i18n";

const decodeInEnglish =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown) =>
    Either.mapLeft(decodeFields(schema)(input), inEnglish);

describe("attendee and invitee lists (§5)", () => {
  it("pasted text splits on spaces, commas, semicolons and quotes", () => {
    expect(splitEmails(`"Ana" <x>; ben@example.org, 'cal@example.org'\n dee@example.org`)).toEqual([
      "Ana",
      "<x>",
      "ben@example.org",
      "cal@example.org",
      "dee@example.org",
    ]);
  });

  it("addresses are trimmed, lowercased, de-duplicated in first order; invalid ones are set apart", () => {
    expect(cleanEmailList([" Ben@Example.org ", "ana@example.org", "BEN@example.org", "not-an-email", ""])).toEqual({
      valid: ["ben@example.org", "ana@example.org"],
      invalid: ["not-an-email"],
    });
  });

  it("copying gives the addresses joined by semicolons", () => {
    expect(joinEmails(["a@example.org", "b@example.org"])).toBe("a@example.org;b@example.org");
  });
});

describe("roster inputs", () => {
  const decodeList = decodeInEnglish(AttendeesListInput);

  it("the attendees list normalises each address and names the invalid one", () => {
    expect(decodeList({ participantsEmails: [{ email: " Ana@Example.org ", status: "confirmed" }], status: "confirmed" })).toEqual(
      Either.right({ participantsEmails: [{ email: "ana@example.org", status: "confirmed" }], status: "confirmed" }),
    );
    expect(decodeList({ participantsEmails: [{ email: "ana@example.org" }, { email: "nope" }], status: "new" })).toEqual(
      Either.left({ "participantsEmails.1.email": VALIDATION.invalidEmail }),
    );
    expect(decodeList({ participantsEmails: [], status: "maybe" })).toEqual(Either.left({ status: VALIDATION.required }));
    expect(decodeList({})).toEqual(Either.left({ participantsEmails: VALIDATION.required, status: VALIDATION.required }));
  });

  it("a list holds at most 500 addresses", () => {
    const emails = Array.from({ length: MAX_LIST_EMAILS + 1 }, (_, index) => ({ email: `p${index}@example.org` }));
    expect(decodeList({ participantsEmails: emails, status: "new" })).toEqual(Either.left({ participantsEmails: ROSTER_TEXTS.tooManyEmails }));
  });

  it("registration needs the address and status confirmed; the message is optional", () => {
    expect(decodeInEnglish(ConfirmEmailInput)({ email: "Pat@demo.test", status: "confirmed" })).toEqual(
      Either.right({ email: "pat@demo.test", message: null, status: "confirmed" }),
    );
    expect(decodeInEnglish(ConfirmEmailInput)({ email: "pat@demo.test", status: "new", message: "x".repeat(2001) })).toEqual(
      Either.left({ status: VALIDATION.required, message: ROSTER_TEXTS.messageTooLong }),
    );
  });

  it("a removal request needs a reason", () => {
    expect(decodeInEnglish(RemovalRequestInput)({ removalReason: "   " })).toEqual(Either.left({ removalReason: VALIDATION.required }));
    expect(decodeInEnglish(RemovalRequestInput)({})).toEqual(Either.left({ removalReason: VALIDATION.required }));
    expect(decodeInEnglish(RemovalRequestInput)({ removalReason: " Moved away " })).toEqual(Either.right({ removalReason: "Moved away" }));
  });

  it("the registration form needs the terms agreed and the attendance confirmed", () => {
    expect(decodeInEnglish(RegistrationForm)({ message: "", agreedToTerms: false, confirmedAttendance: false })).toEqual(
      Either.left({ agreedToTerms: VALIDATION.mustAgreeTerms, confirmedAttendance: VALIDATION.mustConfirmAttendance }),
    );
    expect(decodeInEnglish(RegistrationForm)({ message: " Wheelchair user ", agreedToTerms: true, confirmedAttendance: true })).toEqual(
      Either.right({ message: "Wheelchair user", agreedToTerms: true, confirmedAttendance: true }),
    );
  });
});
