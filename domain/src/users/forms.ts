import { Either, Schema, Option } from "effect";
import { LIMITS } from "../constants";
import type { FieldMessages } from "../shared/domainError";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { Email, NewPassword, PersonName, Uuid, isEmail, meetsPasswordPolicy, normaliseEmail, requiredField, tooLong, oneOf } from "../shared/fields";
import type { Role } from "../roles";
import type { Organisation } from "./events";
import {
  LocalAuthorities,
  OptionalOrganisation,
  OrganisationChoice,
  decodeWithOrganisation,
  hasOrganisationFields,
  organisationOf,
  needsOrganisationOther,
} from "./organisation";
import { message, type Message } from "../i18n/translate";
import { says, saying, type Said } from "../shared/fieldMessage";
import { Language } from "../i18n/language";

// The account screens' forms (§2.5, §3, §5): forgotten password, reset, change, account details.

/** A string that must be typed (not blank), refused with the screen's own message. */
const typed = (message: Said) => Schema.String.annotations({ message: () => message }).pipe(Schema.minLength(1, { message: () => message }));
/** A password typed on a form: required with the screen's message, and no longer than any password can be. */
const typedPassword = (message: Said) => typed(message).pipe(Schema.maxLength(LIMITS.passwordMaxLength, tooLong(LIMITS.passwordMaxLength)));
const requiredWith = <A, I>(schema: Schema.Schema<A, I>, message: Said) => Schema.propertySignature(schema).annotations({ missingMessage: () => message });

/** GET /api/users/forget-password/?email=: the forgotten-password screen's own messages. */
export const ForgotPasswordForm = Schema.Struct({
  email: requiredWith(
    typed(says("account.forgotEmailRequired")).pipe(
      Schema.compose(Schema.Trim),
      Schema.minLength(1, saying("account.forgotEmailRequired")),
      Schema.compose(Schema.Lowercase),
      Schema.filter((value) => (value.length <= LIMITS.emailMaxLength && isEmail(normaliseEmail(value))) || says("account.forgotEmailInvalid")),
    ),
    says("account.forgotEmailRequired"),
  ),
});
export type ForgotPasswordForm = typeof ForgotPasswordForm.Type;

/** A link's token (set-password, e-mail verification) as links carry it: 32 random bytes in base64url (anything else is no token of ours). */
export const isLinkTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

/** POST /api/users/reset-password. */
export const ResetPasswordForm = Schema.Struct({
  newPassword: requiredField(NewPassword),
  token: requiredField(typedPassword(says("validation.required"))),
});
export type ResetPasswordForm = typeof ResetPasswordForm.Type;

/** POST /api/users/verify-email: the token of the link the person followed. */
export const VerifyEmailForm = Schema.Struct({ token: requiredField(typed(says("validation.required"))) });
export type VerifyEmailForm = typeof VerifyEmailForm.Type;

/** The reset screen: the new password twice. */
export const ResetPasswordScreen = Schema.Struct({
  newPassword: requiredField(NewPassword),
  confirmPassword: requiredField(typedPassword(says("validation.required"))),
}).pipe(
  Schema.filter((form) =>
    form.newPassword === form.confirmPassword ? undefined : { path: ["confirmPassword"], message: says("validation.passwordsMustMatch") },
  ),
);

const passwordsMatch =
  (mismatch: Message) =>
  (input: unknown): Either.Either<object, FieldMessages> => {
    const { newPassword, reNewPassword } = (input ?? {}) as { newPassword?: unknown; reNewPassword?: unknown };
    const bothTyped = typeof newPassword === "string" && typeof reNewPassword === "string" && reNewPassword !== "";
    return bothTyped && newPassword !== reNewPassword ? Either.left({ reNewPassword: mismatch }) : Either.right({});
  };

export const ChangePasswordFields = Schema.Struct({
  oldPassword: requiredWith(typedPassword(says("account.oldPasswordRequired")), says("account.oldPasswordRequired")),
  newPassword: requiredWith(
    typedPassword(says("account.newPasswordRequired")).pipe(Schema.filter((value) => meetsPasswordPolicy(value) || says("validation.passwordPolicy"))),
    says("account.newPasswordRequired"),
  ),
  reNewPassword: requiredWith(typedPassword(says("account.confirmPasswordRequired")), says("account.confirmPasswordRequired")),
  userId: requiredField(Uuid),
});
type ChangePasswordForm = typeof ChangePasswordFields.Type;

/** POST /api/users/change-password (§3, §5): every field's message at once, then the match. */
export const decodeChangePassword = (input: unknown): Either.Either<ChangePasswordForm, FieldMessages> =>
  combineParts(decodeFields(ChangePasswordFields)(input), passwordsMatch(message("account.passwordNotMatch"))(input));

/** The change-password screen checks the same as the server but has no userId field of its own. */
export const decodeChangePasswordScreen = (input: unknown): Either.Either<Omit<ChangePasswordForm, "userId">, FieldMessages> =>
  combineParts(decodeFields(ChangePasswordFields.omit("userId"))(input), passwordsMatch(message("account.passwordNotMatch"))(input));

const NameAndEmail = Schema.Struct({ name: requiredField(PersonName), email: requiredField(Email) });

const StaffOrganisationFields = Schema.Struct({
  organisation: OptionalOrganisation,
  localAuthorities: Schema.propertySignature(LocalAuthorities).annotations({ missingMessage: () => says("validation.selectAtLeastOne") }),
});

/** PATCH /api/my-account as it travels; which fields are judged depends on the caller's role (see decodeAccountDetails). */
export const AccountDetailsWire = Schema.Struct({
  ...NameAndEmail.fields,
  organisation: Schema.optional(Schema.NullOr(OrganisationChoice)),
  localAuthorities: Schema.optional(LocalAuthorities),
}).annotations({
  identifier: "AccountDetailsForm",
  description: "Name and e-mail for everyone; organisation and at least one delivery local authority for trainers and local leads (ignored for other roles).",
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
  (input: unknown): Either.Either<AccountDetails, FieldMessages> => {
    const basics = decodeFields(NameAndEmail)(input);
    if (!hasOrganisationFields(role)) return Either.map(basics, (form) => ({ ...form, organisation: null, localAuthorities: [] }));
    return Either.map(combineParts(basics, decodeWithOrganisation(StaffOrganisationFields)(input)), (form) => ({
      name: form.name,
      email: form.email,
      organisation: organisationOf(form.organisation),
      localAuthorities: [...new Set(form.localAuthorities)],
    }));
  };

// The staff directory's forms (§3 Add-user and Add-trainer, §5).

/** The roles an admin may give a new user (§6), and the read-only auditor (issue 15). */
export const ADDABLE_ROLES = ["trainer", "localLead", "auditor"] as const;
export type AddableRole = (typeof ADDABLE_ROLES)[number];

/** POST /api/users/: an admin adds a trainer, a local lead or an auditor (the fields as they travel; decodeAddUser judges them: an auditor names no local authorities). */
export const AddUserFields = Schema.Struct({
  name: requiredField(PersonName),
  email: requiredField(Email),
  role: requiredField(oneOf(ADDABLE_ROLES)),
  localLead: Schema.optionalWith(Schema.NullOr(Uuid.annotations(saying("product.chooseLocalLead"))), { default: () => null }),
  organisation: OptionalOrganisation,
  localAuthorities: Schema.propertySignature(LocalAuthorities).annotations({ missingMessage: () => says("validation.selectAtLeastOne") }),
  language: Schema.optional(Language),
}).annotations({ identifier: "AddUserForm" });

export interface AddUser {
  readonly name: string;
  readonly email: string;
  readonly role: AddableRole;
  /** The group a new trainer joins; always null for a local lead. */
  readonly localLead: string | null;
  readonly organisation: Organisation | null;
  readonly localAuthorities: ReadonlyArray<string>;
  /** The language the new member asked to be written to in; absent when the admin was not told. */
  readonly language?: Language;
}

/**
 * A new account's organisation as stored: the free text for 'Other, please specify', else the
 * picked group (a new account has no organisation name to keep, unlike `organisationOf`).
 */
const newOrganisationOf = (picked: Option.Option<typeof OrganisationChoice.Type>): Organisation | null =>
  Option.match(picked, {
    onNone: () => null,
    onSome: (choice) => ({ category: choice.category, value: needsOrganisationOther(choice.category) ? choice.value! : choice.category }),
  });

/** An auditor reads the event history and delivers nothing: they name no local authorities (any sent are left out). */
const AuditorFields = Schema.Struct({ ...AddUserFields.fields, localAuthorities: Schema.optionalWith(Schema.Unknown, { default: () => [] }) });

const addsAuditor = (input: unknown): boolean => typeof input === "object" && input !== null && (input as { readonly role?: unknown }).role === "auditor";

export const decodeAddUser = (input: unknown): Either.Either<AddUser, FieldMessages> =>
  Either.map(
    addsAuditor(input)
      ? Either.map(decodeWithOrganisation(AuditorFields)(input), (form) => ({ ...form, localAuthorities: [] as ReadonlyArray<string> }))
      : decodeWithOrganisation(AddUserFields)(input),
    (form) => ({
      name: form.name,
      email: form.email,
      role: form.role,
      localLead: form.role === "trainer" ? form.localLead : null,
      organisation: newOrganisationOf(form.organisation),
      localAuthorities: [...new Set(form.localAuthorities)],
      ...(form.language ? { language: form.language } : {}),
    }),
  );

/** Capitalises the first letter of every word and keeps the rest as typed: 'ana mcDonald-smith' → 'Ana McDonald-Smith'. */
export const titleCase = (name: string): string => name.replace(/(^|[\s-])(\p{L})/gu, (_whole, gap: string, letter: string) => gap + letter.toUpperCase());

/** POST /api/users/local-leads/group: a local lead adds a trainer to their group (name title-cased). */
export const AddTrainerToGroupForm = Schema.Struct({
  email: requiredField(Email),
  name: requiredField(PersonName),
}).annotations({ identifier: "AddTrainerToGroupForm" });
export type AddTrainerToGroupForm = typeof AddTrainerToGroupForm.Type;

export const decodeAddTrainerToGroup = (input: unknown): Either.Either<AddTrainerToGroupForm, FieldMessages> =>
  Either.map(decodeFields(AddTrainerToGroupForm)(input), (form) => ({ ...form, name: titleCase(form.name) }));
