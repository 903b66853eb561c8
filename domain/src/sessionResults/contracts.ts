import { Schema } from "effect";
import { SURVEY_TYPES, type SurveyType } from "../constants";
import { PathId, defineContract, type PathParams } from "../http/contract";
import { oneOf } from "../shared/fields";
import { SessionResponsesAnswer } from "./answers";

// The HTTP contract of a session survey's results (§2.16, §7), catalogued as the `sessionResults` slice.

/** `/api/session/:id/:surveyType/responses`: a session by its id, and one of the survey types. */
const sessionSurveyParams: PathParams<{ readonly id: string; readonly surveyType: SurveyType }> = {
  schema: Schema.Struct({ id: PathId, surveyType: oneOf(SURVEY_TYPES) }),
  names: "session",
};

export const sessionResponsesContract = defineContract({
  method: "GET",
  path: "/api/session/:id/:surveyType/responses",
  // Answers show once the results projection released them (the disclosure rule).
  readModels: ["sessions", "users", "roster", "evaluations", "resultsAccess", "results", "attendance"],
  summary:
    "A session survey's results for the people managing the session: every response's answers (anonymous) and per question the count of each answer, with the response rate; others' sessions need their trainers' consent (403)",
  audience: "staff",
  params: sessionSurveyParams,
  answer: SessionResponsesAnswer,
});

export const SESSION_RESULTS_CONTRACTS = [sessionResponsesContract] as const;
