import { Either, Schema } from "effect";
import { LIMITS } from "../constants";
import { ACCOUNT_TEXTS, VALIDATION } from "../messages";
import type { FieldErrors } from "../shared/domainError";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { Email, NewPassword, PersonName, Uuid, isEmail, meetsPasswordPolicy, normaliseEmail, requiredField, tooLong } from "../shared/fields";
import type { Role } from "../roles";
import type { Organisation } from "../users/events";
import { LocalAuthorities, OptionalOrganisation, decodeWithOrganisation, hasOrganisationFields, organisationOf } from "./organisation";

// The account screens' forms (§2.5, §3, §5): forgotten password, reset, change, account details.

/** A string that must be typed (not blank), refused with the screen's own message. */
const typed = (message: string) => Schema.String.annotations({ message: () => message }).pipe(Schema.minLength(1, { message: () => message }));
/** A password typed on a form: required with the screen's message, and no longer than any password can be. */
const typedPassword = (message: string) => typed(message).pipe(Schema.maxLength(LIMITS.passwordMaxLength, tooLong(LIMITS.passwordMaxLength)));
const requiredWith = <A, I>(schema: Schema.Schema<A, I>, message: string) =>
  Schema.propertySignature(schema).annotations({ missingMessage: () => message });

/** GET /api/users/forget-password/?email=: the forgotten-password screen's own messages. */
export const ForgotPasswordForm = Schema.Struct({
  email: requiredWith(
    typed(ACCOUNT_TEXTS.forgotEmailRequired).pipe(
      Schema.compose(Schema.Trim),
      Schema.minLength(1, { message: () => ACCOUNT_TEXTS.forgotEmailRequired }),
      Schema.compose(Schema.Lowercase),
      Schema.filter((value) => (value.length <= LIMITS.emailMaxLength && isEmail(normaliseEmail(value))) || ACCOUNT_TEXTS.forgotEmailInvalid),
    ),
    ACCOUNT_TEXTS.forgotEmailRequired,
  ),
});
export type ForgotPasswordForm = typeof ForgotPasswordForm.Type;

/** A link's token (set-password, e-mail verification) as links carry it: 32 random bytes in base64url (anything else is no token of ours). */
export const isLinkTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** POST /api/users/reset-password. */
export const ResetPasswordForm = Schema.Struct({
  newPassword: requiredField(NewPassword),
  token: requiredField(typedPassword(VALIDATION.required)),
});
export type ResetPasswordForm = typeof ResetPasswordForm.Type;

/** POST /api/users/verify-email: the token of the link the person followed. */
export const VerifyEmailForm = Schema.Struct({ token: requiredField(typed(VALIDATION.required)) });
export type VerifyEmailForm = typeof VerifyEmailForm.Type;

/** The reset screen: the new password twice. */
export const ResetPasswordScreen = Schema.Struct({
  newPassword: requiredField(NewPassword),
  confirmPassword: requiredField(typedPassword(VALIDATION.required)),
}).pipe(
  Schema.filter((form) => (form.newPassword === form.confirmPassword ? undefined : { path: ["confirmPassword"], message: VALIDATION.passwordsMustMatch })),
);

const passwordsMatch =
  (message: string) =>
  (input: unknown): Either.Either<object, FieldErrors> => {
    const { newPassword, reNewPassword } = (input ?? {}) as { newPassword?: unknown; reNewPassword?: unknown };
    const bothTyped = typeof newPassword === "string" && typeof reNewPassword === "string" && reNewPassword !== "";
    return bothTyped && newPassword !== reNewPassword ? Either.left({ reNewPassword: message }) : Either.right({});
  };

export const ChangePasswordFields = Schema.Struct({
  oldPassword: requiredWith(typedPassword(ACCOUNT_TEXTS.oldPasswordRequired), ACCOUNT_TEXTS.oldPasswordRequired),
  newPassword: requiredWith(
    typedPassword(ACCOUNT_TEXTS.newPasswordRequired).pipe(Schema.filter((value) => meetsPasswordPolicy(value) || VALIDATION.passwordPolicy)),
    ACCOUNT_TEXTS.newPasswordRequired,
  ),
  reNewPassword: requiredWith(typedPassword(ACCOUNT_TEXTS.confirmPasswordRequired), ACCOUNT_TEXTS.confirmPasswordRequired),
  userId: requiredField(Uuid),
});
export type ChangePasswordForm = typeof ChangePasswordFields.Type;

/** POST /api/users/change-password (§3, §5): every field's message at once, then the match. */
export const decodeChangePassword = (input: unknown): Either.Either<ChangePasswordForm, FieldErrors> =>
  combineParts(decodeFields(ChangePasswordFields)(input), passwordsMatch(ACCOUNT_TEXTS.passwordNotMatch)(input));

/** The change-password screen checks the same as the server but has no userId field of its own. */
export const decodeChangePasswordScreen = (input: unknown): Either.Either<Omit<ChangePasswordForm, "userId">, FieldErrors> =>
  combineParts(decodeFields(ChangePasswordFields.omit("userId"))(input), passwordsMatch(ACCOUNT_TEXTS.passwordNotMatch)(input));

const NameAndEmail = Schema.Struct({ name: requiredField(PersonName), email: requiredField(Email) });

const StaffOrganisationFields = Schema.Struct({
  organisation: OptionalOrganisation,
  localAuthorities: Schema.propertySignature(LocalAuthorities).annotations({ missingMessage: () => VALIDATION.selectAtLeastOne }),
});

export interface AccountDetails {
  readonly name: string;
  readonly email: string;
  /** Kept as they are for roles without organisation fields (the decider ignores them). */
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
}

/**
 * PATCH /api/my-account as the person acting in `role` may send it (§5): name and e-mail for
 * everyone; organisation ('Other, please specify' needs its text) and at least one delivery local
 * authority for trainers and local leads. Other roles' organisation fields are ignored.
 */
export const decodeAccountDetails =
  (role: Role) =>
  (input: unknown): Either.Either<AccountDetails, FieldErrors> => {
    const basics = decodeFields(NameAndEmail)(input);
    if (!hasOrganisationFields(role)) return Either.map(basics, (form) => ({ ...form, organisation: null, localAuthorities: [] }));
    return Either.map(combineParts(basics, decodeWithOrganisation(StaffOrganisationFields)(input)), (form) => ({
      name: form.name,
      email: form.email,
      organisation: organisationOf(form.organisation),
      localAuthorities: [...new Set(form.localAuthorities)],
    }));
  };
