import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS, VALIDATION } from "../messages";
import { decodeFields } from "../shared/fieldErrors";
import type { FieldMessages } from "../shared/domainError";
import { ForgotPasswordForm, ResetPasswordForm, ResetPasswordScreen, decodeAccountDetails, decodeChangePassword } from "./forms";
import { inEnglish } from "@wellbeing/i18n";

const errorsOf = <A>(result: Either.Either<A, FieldMessages>) => inEnglish(Either.getOrElse(Either.flip(result), () => ({})));
const userId = "0199a0b0-0000-7000-8000-000000000001";

describe("the forgotten-password form", () => {
  const decode = decodeFields(ForgotPasswordForm);
  it("uses the screen's own messages", () => {
    expect(errorsOf(decode({}))).toEqual({ email: ACCOUNT_TEXTS.forgotEmailRequired });
    expect(errorsOf(decode({ email: "   " }))).toEqual({ email: ACCOUNT_TEXTS.forgotEmailRequired });
    expect(errorsOf(decode({ email: "nope" }))).toEqual({ email: ACCOUNT_TEXTS.forgotEmailInvalid });
    expect(errorsOf(decode({ email: 42 }))).toEqual({ email: ACCOUNT_TEXTS.forgotEmailRequired });
    expect(errorsOf(decode({ email: `${"a".repeat(95)}@x.org` }))).toEqual({ email: ACCOUNT_TEXTS.forgotEmailInvalid });
  });
  it("trims and lowercases the address", () => {
    expect(decode({ email: "  Ana@Example.ORG " })).toEqual(Either.right({ email: "ana@example.org" }));
  });
});

describe("the reset-password forms", () => {
  it("needs a new password meeting the policy and the token", () => {
    expect(errorsOf(decodeFields(ResetPasswordForm)({}))).toEqual({ newPassword: VALIDATION.required, token: VALIDATION.required });
    expect(errorsOf(decodeFields(ResetPasswordForm)({ newPassword: "weakpass", token: "t" }))).toEqual({ newPassword: VALIDATION.passwordPolicy });
  });
  it("on screen, asks for the same password twice", () => {
    expect(errorsOf(decodeFields(ResetPasswordScreen)({ newPassword: "Str0ng!pass", confirmPassword: "Str0ng!pasS" }))).toEqual({
      confirmPassword: VALIDATION.passwordsMustMatch,
    });
    expect(Either.isRight(decodeFields(ResetPasswordScreen)({ newPassword: "Str0ng!pass", confirmPassword: "Str0ng!pass" }))).toBe(true);
  });
});

describe("the change-password form (§5)", () => {
  it("says which field is missing in the screen's words", () => {
    expect(errorsOf(decodeChangePassword({ userId }))).toEqual({
      oldPassword: ACCOUNT_TEXTS.oldPasswordRequired,
      newPassword: ACCOUNT_TEXTS.newPasswordRequired,
      reNewPassword: ACCOUNT_TEXTS.confirmPasswordRequired,
    });
  });
  it("checks the new password's policy and that the confirmation matches", () => {
    expect(errorsOf(decodeChangePassword({ oldPassword: "x", newPassword: "short", reNewPassword: "other", userId }))).toEqual({
      newPassword: VALIDATION.passwordPolicy,
      reNewPassword: ACCOUNT_TEXTS.passwordNotMatch,
    });
    expect(errorsOf(decodeChangePassword({ oldPassword: "x", newPassword: "Str0ng!pass", reNewPassword: "Str0ng!pass", userId: "me" }))).toEqual({
      userId: VALIDATION.required,
    });
  });
});

describe("the account details form", () => {
  it("asks every role for a name and a valid e-mail", () => {
    expect(errorsOf(decodeAccountDetails("participant")({ name: "", email: "bad" }))).toEqual({ name: VALIDATION.required, email: VALIDATION.invalidEmail });
    expect(decodeAccountDetails("admin")({ name: " Alex ", email: "ALEX@x.org", organisation: { category: "Health" } })).toEqual(
      Either.right({ name: "Alex", email: "alex@x.org", organisation: null, localAuthorities: [] }),
    );
  });

  it("asks trainers and local leads for delivery local authorities, and the text of 'Other, please specify'", () => {
    expect(errorsOf(decodeAccountDetails("trainer")({ name: "Tara", email: "t@x.org" }))).toEqual({ localAuthorities: VALIDATION.selectAtLeastOne });
    expect(
      errorsOf(
        decodeAccountDetails("localLead")({
          name: "Lee",
          email: "l@x.org",
          localAuthorities: [],
          organisation: { category: "Other, please specify", value: " " },
        }),
      ),
    ).toEqual({ localAuthorities: VALIDATION.selectAtLeastOne, "organisation.value": VALIDATION.required });
    expect(
      decodeAccountDetails("trainer")({
        name: "Tara",
        email: "t@x.org",
        localAuthorities: ["Newport", "Newport", "Cardiff"],
        organisation: { category: "Other, please specify", value: "Riverside Trust" },
      }),
    ).toEqual(
      Either.right({
        name: "Tara",
        email: "t@x.org",
        organisation: { category: "Other, please specify", value: "Riverside Trust" },
        localAuthorities: ["Newport", "Cardiff"],
      }),
    );
  });

  it("refuses an organisation outside the picker", () => {
    expect(
      errorsOf(decodeAccountDetails("trainer")({ name: "Tara", email: "t@x.org", localAuthorities: ["Newport"], organisation: { category: "Wizards" } })),
    ).toEqual({
      "organisation.category": VALIDATION.required,
    });
  });
});

describe("the account details form's organisation", () => {
  it("may be null or left out", () => {
    const details = { name: "Tara", email: "t@x.org", localAuthorities: ["Newport"] };
    expect(Either.getOrThrow(decodeAccountDetails("trainer")({ ...details, organisation: null })).organisation).toBeNull();
    expect(Either.getOrThrow(decodeAccountDetails("trainer")(details)).organisation).toBeNull();
    expect(Either.getOrThrow(decodeAccountDetails("trainer")({ ...details, organisation: { category: "Health" } })).organisation).toEqual({
      category: "Health",
      value: "Health",
    });
  });
});

describe("an organisation's name", () => {
  it("is kept when the account already had one in the picked group", () => {
    const details = { name: "Tara", email: "t@x.org", localAuthorities: ["Newport"] };
    const organisation = { category: "Local authority", value: "Newport City Council" };
    expect(Either.getOrThrow(decodeAccountDetails("trainer")({ ...details, organisation })).organisation).toEqual(organisation);
  });
});
