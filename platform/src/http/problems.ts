import type { DomainError, FieldErrors } from "@wellbeing/domain";
import { PRODUCT_TEXTS } from "@wellbeing/domain";

/** The body of every refusal: a message, and for bad input the message of each field. */
export interface ProblemBody {
  readonly error: string;
  readonly fields?: FieldErrors;
}

/** A refusal with its HTTP status; the error handler answers it as is. */
export class HttpProblem extends Error {
  constructor(
    readonly status: number,
    readonly body: ProblemBody,
  ) {
    super(body.error);
  }
}

export const badInput = (fields: FieldErrors): HttpProblem => new HttpProblem(400, { error: PRODUCT_TEXTS.invalidInput, fields });
export const notLoggedIn = (): HttpProblem => new HttpProblem(401, { error: PRODUCT_TEXTS.notLoggedIn });
export const notAllowed = (reason: string = PRODUCT_TEXTS.notAllowed): HttpProblem => new HttpProblem(403, { error: reason });
export const notFound = (what: string): HttpProblem => new HttpProblem(404, { error: `No ${what} found` });

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
