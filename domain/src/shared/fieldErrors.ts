import { Either, ParseResult, Schema } from "effect";
import { VALIDATION } from "../messages";
import type { FieldErrors } from "./domainError";

const decodeOptions = { errors: "all", onExcessProperty: "ignore" } as const;

/** Turns Effect's parse issues into one message per field path: the first issue of a path wins. */
export const toFieldErrors = (error: ParseResult.ParseError): FieldErrors => {
  const fields: Record<string, string> = {};
  for (const issue of ParseResult.ArrayFormatter.formatErrorSync(error)) {
    const path = issue.path.map(String).join(".") || "_";
    if (fields[path] !== undefined) continue;
    fields[path] = issue._tag === "Missing" && issue.message === "is missing" ? VALIDATION.required : issue.message;
  }
  return fields;
};

/** Decodes unknown input with a schema, answering the typed value or the field errors. */
export const decodeFields =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (input: unknown): Either.Either<A, FieldErrors> =>
    Schema.decodeUnknownEither(schema, decodeOptions)(input).pipe(Either.mapLeft(toFieldErrors));

type Parts = ReadonlyArray<Either.Either<object, FieldErrors>>;
type Merged<P extends Parts> = P extends readonly [Either.Either<infer A, FieldErrors>, ...infer Rest extends Parts]
  ? A & Merged<Rest>
  : unknown;

/**
 * Validates a form made of independently decoded parts, so the user sees every field's error at
 * once (a failing part never hides the errors of another).
 */
export const combineParts = <P extends Parts>(...parts: P): Either.Either<Merged<P>, FieldErrors> => {
  const errors: Record<string, string> = {};
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
