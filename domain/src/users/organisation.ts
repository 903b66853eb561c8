import { Either, Option, Schema } from "effect";
import { LIMITS, ORGANISATION_GROUPS } from "../constants";
import type { Role } from "../roles";
import type { FieldMessages } from "../shared/domainError";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { FreeText, oneOf, requiredField, safeText } from "../shared/fields";
import type { Organisation } from "./events";
import { message } from "../i18n/translate";
import { says, saying } from "../shared/fieldMessage";

// The organisation picker of §9 and the delivery local authorities (§5), for staff accounts.

/** Only trainers and local leads keep an organisation and delivery local authorities (§2.5, §5). */
const ORGANISATION_ROLES: ReadonlyArray<Role> = ["trainer", "localLead"];

export const hasOrganisationFields = (role: Role): boolean => ORGANISATION_ROLES.includes(role);

/** The organisation picker option that asks for free text (§5: the option contains 'specify'). */
export const needsOrganisationOther = (option: string): boolean => option.toLowerCase().includes("specify");

const tooLong = () => says("validation.tooLong100");

/** The picker's answer on the wire: a group of §9, and the free text when the group asks for it. */
export const OrganisationChoice = Schema.Struct({
  category: requiredField(oneOf(ORGANISATION_GROUPS)),
  value: Schema.optionalWith(Schema.NullOr(FreeText(LIMITS.nameMaxLength)), { default: () => null }),
});

/**
 * An organisation field that may be left out; decode the input through `withoutNullOrganisation`
 * so null reads as left out too. (As a union member, null would add an "expected null" message
 * to every wrong choice.)
 */
export const OptionalOrganisation = Schema.optionalWith(OrganisationChoice, { exact: true, as: "Option" });

const withoutNullOrganisation = (input: unknown): unknown => {
  if (typeof input !== "object" || input === null || (input as { organisation?: unknown }).organisation !== null) return input;
  const { organisation: _null, ...rest } = input as Record<string, unknown>;
  return rest;
};

/**
 * 'Other, please specify' needs its free text (`organisation.value`). Checked beside the schema:
 * inside a NullOr a failed check would also report "expected null" for the whole organisation.
 */
const organisationOtherErrors = (input: unknown): FieldMessages => {
  const organisation = (input as { organisation?: { category?: unknown; value?: unknown } } | null)?.organisation;
  const category = organisation?.category;
  const value = organisation?.value;
  const missing = typeof category === "string" && needsOrganisationOther(category) && !(typeof value === "string" && value.trim() !== "");
  return missing ? { "organisation.value": message("validation.required") } : {};
};

/** Decodes a form holding an optional organisation: the schema's messages and the 'Other, please specify' check at once. */
export const decodeWithOrganisation =
  <A extends object, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): Either.Either<A, FieldMessages> => {
    const other = organisationOtherErrors(input);
    const decoded = decodeFields(schema)(withoutNullOrganisation(input));
    return Object.keys(other).length > 0 ? combineParts(decoded, Either.left(other)) : decoded;
  };

/**
 * The chosen organisation as stored: the free text for 'Other, please specify'; for another group
 * the organisation's name when one is given (kept from an existing account), else the group.
 */
export const organisationOf = (picked: Option.Option<typeof OrganisationChoice.Type>): Organisation | null =>
  Option.match(picked, {
    onNone: () => null,
    onSome: (choice) => ({ category: choice.category, value: choice.value || choice.category }),
  });

/** Delivery local authorities: at least one (§5 'Array of strings'); new entries may be typed in. */
export const LocalAuthorities = Schema.Array(
  safeText(
    Schema.String.annotations(saying("validation.selectAtLeastOne")).pipe(
      Schema.compose(Schema.Trim),
      Schema.minLength(1, saying("validation.selectAtLeastOne")),
      Schema.maxLength(LIMITS.nameMaxLength, { message: tooLong }),
    ),
  ),
)
  .annotations(saying("validation.selectAtLeastOne"))
  .pipe(
    Schema.minItems(1, saying("validation.selectAtLeastOne")),
    Schema.maxItems(LIMITS.maxLocalAuthorities, saying("input.tooManyItems", { max: String(LIMITS.maxLocalAuthorities) })),
  );
