import { Either, ParseResult, Schema } from "effect";
import { message, type Translate } from "../i18n/translate";
import type { FieldErrors, FieldMessages } from "./domainError";
import { messageSaid } from "./fieldMessage";

const decodeOptions = { errors: "all", onExcessProperty: "ignore" } as const;

/** The catalogue message of one parse issue: the one its schema gives, else Effect's own words (which are English only). */
const messageOfIssue = (issue: ParseResult.ArrayFormatterIssue) =>
  messageSaid(issue.message) ??
  (issue._tag === "Missing" && issue.message === "is missing" ? message("validation.required") : message("input.notUnderstood", { detail: issue.message }));

/** Turns Effect's parse issues into one message per field path: the first issue of a path wins. */
export const toFieldMessages = (error: ParseResult.ParseError): FieldMessages => {
  const fields: Record<string, FieldMessages[string]> = {};
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const path = issue.path.map(String).join(".") || "_";
    fields[path] ??= messageOfIssue(issue);
  }
  return fields;
};

/** Decodes unknown input with a schema, answering the typed value or the field errors. */
export const decodeFields =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): Either.Either<A, FieldMessages> =>
    Schema.decodeUnknownEither(schema, decodeOptions)(input).pipe(Either.mapLeft(toFieldMessages));

type Parts = ReadonlyArray<Either.Either<object, FieldMessages>>;
type Merged<P extends Parts> = P extends readonly [Either.Either<infer A, FieldMessages>, ...infer Rest extends Parts] ? A & Merged<Rest> : unknown;

/**
 * Validates a form made of independently decoded parts, so the user sees every field's error at
 * once (a failing part never hides the errors of another).
 */
export const combineParts = <P extends Parts>(...parts: P): Either.Either<Merged<P>, FieldMessages> => {
  const errors: Record<string, FieldMessages[string]> = {};
  const value: Record<string, unknown> = {};
  for (const part of parts) {
    if (Either.isLeft(part)) {
      for (const [path, message] of Object.entries(part.left)) errors[path] ??= message;
    } else {
      Object.assign(value, part.right);
    }
  }
  return Object.keys(errors).length > 0 ? Either.left(errors) : Either.right(value as Merged<P>);
};

/** Field messages in the words of one language (a form on screen, a test reading English). */
export const fieldErrorsIn = (translate: Translate, fields: FieldMessages): FieldErrors =>
  Object.fromEntries(Object.entries(fields).map(([path, { key, params }]) => [path, translate(key, params)]));
