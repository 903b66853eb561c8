import type { DomainError, FieldErrors, FieldMessages, Language, Message, MissingThing } from "@wellbeing/domain";
import { NOT_FOUND_MESSAGES, fieldErrorsIn, message } from "@wellbeing/domain";
import { translatorFor } from "../catalogues";
import { textIn } from "./language";

/** The body of every refusal: a catalogue message, and for bad input the message of each field. */
interface ProblemBody {
  readonly error: Message;
  readonly fields?: FieldMessages;
}

/** A refusal in words: what the caller reads, in their language. */
interface ProblemAnswer {
  readonly error: string;
  readonly fields?: FieldErrors;
}

/** A refusal with its HTTP status; the error handler answers it in the caller's language. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ProblemBody,
  ) {
    super(textIn("en", body.error));
  }
}

/** A refusal's body worded in a language. */
export const problemIn = (language: Language, body: ProblemBody): ProblemAnswer => {
  const error = textIn(language, body.error);
  if (!body.fields) return { error };
  return { error, fields: fieldErrorsIn(translatorFor(language), body.fields) };
};

export const badInput = (fields: FieldMessages): HttpProblem => new HttpProblem(400, { error: message("product.invalidInput"), fields });
export const notLoggedIn = (): HttpProblem => new HttpProblem(401, { error: message("product.notLoggedIn") });
export const notAllowed = (reason: Message = message("product.notAllowed")): HttpProblem => new HttpProblem(403, { error: reason });
export const notFound = (what: MissingThing): HttpProblem => new HttpProblem(404, { error: message(NOT_FOUND_MESSAGES[what]) });

/** The one place domain errors become HTTP answers. */
export const problemOf = (error: DomainError): HttpProblem => {
  switch (error._tag) {
    case "ValidationFailed":
      return badInput(error.fields);
    case "NotAllowed":
      return notAllowed(error.reason);
    case "NotFound":
      return notFound(error.what);
    case "Conflict":
      return new HttpProblem(409, error.field ? { error: error.reason, fields: { [error.field]: error.reason } } : { error: error.reason });
  }
};
