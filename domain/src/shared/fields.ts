import { Schema } from "effect";
import { LIMITS } from "../constants";
import { hasUnsafeCharacters } from "./text";
import { says, saying, type Said } from "./fieldMessage";

// Field schemas shared by every form and endpoint, each carrying the specification's message.

const required = () => says("validation.required");

/** A required property: absent, null or the wrong type all read as 'This field is required'. */
export const requiredField = <A, I>(schema: Schema.Schema<A, I>) => Schema.propertySignature(schema).annotations({ missingMessage: required });

/** Refuses text no read model can hold (NUL, control characters, lone surrogates). */
export const safeText = <I>(schema: Schema.Schema<string, I>) =>
  schema.pipe(Schema.filter((text: string) => !hasUnsafeCharacters(text) || says("input.unsupportedCharacters")));

/** The message of a text longer than `max`, in the specification's wording. */
export const tooLong = (max: number) => saying("input.tooLong", { max: String(max) });

/** A trimmed string that must not be empty. */
export const RequiredText = safeText(
  Schema.String.annotations({ message: required }).pipe(Schema.compose(Schema.Trim), Schema.minLength(1, { message: required })),
);

/** Trimmed free text of at most `max` characters (line breaks allowed). */
export const FreeText = (max: number) => safeText(Schema.Trim.pipe(Schema.maxLength(max, tooLong(max))));

/** An optional text of at most `max` characters; absent, null or blank read as null. */
export const OptionalTextOfAtMost = (max: number) =>
  Schema.optionalWith(
    Schema.NullOr(FreeText(max)).pipe(
      Schema.transform(Schema.NullOr(Schema.String), { strict: true, decode: (text) => (text ? text : null), encode: (text) => text }),
    ),
    { default: () => null },
  );

// What a mail server takes (RFC 5321): the local part a dot-atom (atext runs joined by single
// dots: none first, last or doubled), the domain host-name labels. Browsers' <input type=email>
// accepts more (`.a@x.test`, `a..b@x.test`), which the mail server then refuses.
const ATEXT = "[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = "[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?";
const EMAIL_PATTERN = new RegExp(`^${ATEXT}(?:\\.${ATEXT})*@${LABEL}(?:\\.${LABEL})+$`);
/** RFC 5321's longest local part. */
const LOCAL_PART_MAX_LENGTH = 64;

/** Whether an address is one the mail server will take: the one check every form and decoder uses. */
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value) && value.lastIndexOf("@") <= LOCAL_PART_MAX_LENGTH;

/** Trims and lowercases, as the specification asks on every e-mail field. */
export const normaliseEmail = (value: string): string => value.trim().toLowerCase();

/** An e-mail address: trimmed, lowercased, valid, at most 100 characters. */
export const Email = RequiredText.pipe(
  Schema.compose(Schema.Lowercase),
  Schema.maxLength(LIMITS.emailMaxLength, saying("validation.tooLong100")),
  Schema.filter((value) => isEmail(value) || says("validation.invalidEmail")),
);

export const PersonName = RequiredText.pipe(Schema.maxLength(LIMITS.nameMaxLength, saying("validation.tooLong100")));

const PASSWORD_RULES: ReadonlyArray<RegExp> = [/[A-Z]/, /[a-z]/, /[0-9]/, /[^A-Za-z0-9]/];

export const meetsPasswordPolicy = (value: string): boolean => value.length >= LIMITS.passwordMinLength && PASSWORD_RULES.every((rule) => rule.test(value));

/** A new password: at least 8 characters with upper case, lower case, a digit and a symbol. */
export const NewPassword = safeText(
  Schema.String.annotations({ message: required }).pipe(
    Schema.minLength(1, { message: required }),
    Schema.maxLength(LIMITS.passwordMaxLength, tooLong(LIMITS.passwordMaxLength)),
    Schema.filter((value) => meetsPasswordPolicy(value) || says("validation.passwordPolicy")),
  ),
);

/** The password typed at log in: required only (and no longer than any password can be). */
export const LoginPassword = Schema.String.annotations({ message: required }).pipe(
  Schema.minLength(1, { message: required }),
  Schema.maxLength(LIMITS.passwordMaxLength, tooLong(LIMITS.passwordMaxLength)),
);

export const Uuid = Schema.String.annotations({ message: required }).pipe(
  Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { message: required }),
);

/** A calendar date written YYYY-MM-DD. */
export const IsoDate = Schema.String.annotations({ message: required }).pipe(
  Schema.minLength(1, { message: required }),
  Schema.filter((value) => isCalendarDate(value) || says("input.dateFormat")),
);

/** A 24-hour time written HH:mm. */
export const ClockTime = Schema.String.pipe(Schema.pattern(/^([01]\d|2[0-3]):[0-5]\d$/, saying("input.timeFormat")));

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A list of at most `max` items, counted before any item is judged: a list far too long is refused
 * at once, whatever it holds (90,000 addresses cost no more to refuse than 501). `itemJsonSchema`
 * tells the API's documentation what each item is.
 */
export const listOfAtMost = <A, I>(item: Schema.Schema<A, I>, max: number, tooMany: { readonly message: () => Said }, itemJsonSchema: object = {}) =>
  Schema.Unknown.pipe(
    Schema.filter((input) => !Array.isArray(input) || input.length <= max, { ...tooMany, jsonSchema: { type: "array", maxItems: max, items: itemJsonSchema } }),
    Schema.compose(Schema.Array(item), { strict: false }),
  ) as unknown as Schema.Schema<ReadonlyArray<A>, ReadonlyArray<I>>;

/** One of a fixed list of strings; anything else (or nothing) reads as `message`. */
export const oneOf = <const Values extends ReadonlyArray<string>>(values: Values, message: Said = says("validation.required")) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.filter((value): value is Values[number] => values.includes(value), { message: () => message, jsonSchema: { enum: [...values] } }),
  );
