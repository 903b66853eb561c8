import { Either, Option, Schema } from "effect";
import { Language } from "../i18n/language";
import { decodeFields } from "../shared/fieldErrors";
import type { FieldMessages } from "../shared/domainError";
import { Email, PersonName, Uuid, oneOf, requiredField } from "../shared/fields";
import type { Organisation } from "../users/events";
import { LocalAuthorities, OptionalOrganisation, decodeWithOrganisation, needsOrganisationOther, type OrganisationChoice } from "../account/organisation";
import { says, saying } from "../shared/fieldMessage";

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
