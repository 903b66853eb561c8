import type { DomainError } from "@wellbeing/domain";
import { HttpProblem, problemOf } from "@wellbeing/platform";

/**
 * A refusal whose reason is one field's message answers with that message as its text too (the
 * screens of §8 show the server's text: 'password reset failed', a wrong old password).
 */
export const refusalOf = (error: DomainError): HttpProblem => {
  const messages = error._tag === "ValidationFailed" ? Object.values(error.fields) : [];
  const only = messages.length === 1 ? messages[0] : undefined;
  if (error._tag === "ValidationFailed" && only !== undefined) return new HttpProblem(400, { error: only, fields: error.fields });
  return problemOf(error);
};
