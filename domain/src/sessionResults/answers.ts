import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { SessionDateAnswer } from "../sessions/answers";
import { AttendeesBasisAnswer } from "../attendance/responseBase";

// What GET /api/session/:id/:surveyType/responses answers (§3 Survey responses, §7). Every text is in the
// reader's language. No field names a person: a response is its answers only, in an order unrelated to
// when it was given, and only the responses the disclosure rule released (in batches of five) are there.

const ResponseDatumAnswer = Schema.Struct({ questionText: Schema.String, answer: Schema.String }).annotations({ identifier: "ResponseDatum" });

const AnswerCountAnswer = Schema.Struct({ answer: Schema.String, count: Schema.Number });

const OverallQuestionAnswer = Schema.Struct({
  questionText: Schema.String,
  /** `chart`: counts per answer on the question's scale; `written`: free-text answers, listed. */
  kind: Schema.Literal("chart", "written"),
  /** How many responses answered it. */
  answered: Schema.Number,
  answers: Schema.Array(AnswerCountAnswer),
}).annotations({ identifier: "OverallQuestion" });

export const SessionResponsesAnswer = Schema.Struct({
  sessionId: Schema.String,
  shortId: Schema.String,
  surveyType: SurveyTypeAnswer,
  course: CourseAnswer,
  modules: Schema.Array(ModuleAnswer),
  sessionDates: Schema.Array(SessionDateAnswer),
  responses: Schema.Array(Schema.Struct({ data: Schema.Array(ResponseDatumAnswer) })),
  /** The attendees the register says came (any date), or the confirmed attendees while the register has not been taken (attendeesBasis). */
  attendeesNumber: Schema.Number,
  /** What attendeesNumber counts: `attended` (the register) or `registered` (no mark on the register yet). */
  attendeesBasis: AttendeesBasisAnswer,
  /** Every response to this survey of the session (the roster says as much). */
  responsesNumber: Schema.Number,
  /** The responses whose answers are shown: released by the disclosure rule, in batches (results/disclosure.ts). */
  releasedNumber: Schema.Number,
  /** responsesNumber ÷ attendeesNumber × 100, rounded; 0 without attendees (§9). */
  responseRate: Schema.Number,
  overall: Schema.Array(OverallQuestionAnswer),
}).annotations({ identifier: "SessionResponses" });
export type SessionResponsesAnswer = typeof SessionResponsesAnswer.Type;
