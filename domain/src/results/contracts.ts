import { Either, Schema } from "effect";
import { COURSES, type Course } from "../constants";
import { defineContract, formPart, idParams } from "../http/contract";
import { CourseAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import type { FieldMessages } from "../shared/domainError";
import { combineParts, decodeFields } from "../shared/fieldErrors";
import { says } from "../shared/fieldMessage";
import { ListedSessionAnswer } from "../sessionLists/answers";
import { SessionFiltersWire, decodeSessionFilters, type SessionFilters } from "../sessionLists/query";
import { BEHAVIOURAL_MEASURES, CONVERSATION_TYPES } from "./behaviouralScores";
import { RESULT_TARGETS, type ResultTarget } from "./scope";

// POST /api/users/:id/results (§3 Results response, §7): the results page's figures for one target
// and course. A read sent as POST (the old client's shape): a gateway must route it to the query API.

/** The most sessions the results page's Sessions view lists (newest first); the count says how many there are. */
export const RESULT_SESSIONS_SHOWN = 100;

interface ResultsRequest {
  readonly target: ResultTarget;
  readonly course: Course;
  readonly filters: SessionFilters;
}

const ResultsRequestWire = Schema.Struct({
  target: Schema.Literal(...RESULT_TARGETS).annotations({ message: () => says("results.chooseTarget") }),
  course: Schema.Literal(...COURSES).annotations({ message: () => says("ui.chooseCourse") }),
  /** Filters only narrow what the caller's token lets them see. */
  filters: Schema.optional(SessionFiltersWire),
}).annotations({ identifier: "ResultsRequest" });

const TargetAndCourse = ResultsRequestWire.pick("target", "course");

/** The target, the course and (under `filters.`) the filters, every field's message at once. */
const decodeResultsRequest = (input: unknown): Either.Either<ResultsRequest, FieldMessages> => {
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const filters = decodeSessionFilters(raw.filters ?? {}).pipe(
    Either.map((decoded) => ({ filters: decoded })),
    Either.mapLeft((fields) => Object.fromEntries(Object.entries(fields).map(([path, said]) => [`filters.${path}`, said]))),
  );
  return combineParts(decodeFields(TargetAndCourse)(raw), filters);
};

const Share = Schema.Struct({ answer: Schema.String, share: Schema.Number, everyoneShare: Schema.Number });

/** The three accordions' figures (§2.16). */
export const ResultFiguresAnswer = Schema.Struct({
  reach: Schema.Struct({
    /** §3 Module row. */
    modules: Schema.Array(Schema.Struct({ module: ModuleAnswer, sessions: Schema.Number, confirmedParticipants: Schema.Number })),
    /** §3 Survey result row: responseRate null is 'N.A' (no confirmed attendees). */
    surveys: Schema.Array(Schema.Struct({ surveyType: SurveyTypeAnswer, responses: Schema.Number, responseRate: Schema.NullOr(Schema.Number) })),
  }),
  /** Per survey type and 'about your trainer' item: each answer's share (%) here and over everyone. */
  trainerFeedback: Schema.Array(
    Schema.Struct({
      surveyType: SurveyTypeAnswer,
      item: Schema.String,
      responses: Schema.Number,
      everyoneResponses: Schema.Number,
      answers: Schema.Array(Share),
    }),
  ),
  /** Per kind of conversation and survey type (pre-course, then the follow-ups): the mean scores (0–100) here and over every respondent. */
  behavioural: Schema.Array(
    Schema.Struct({
      conversation: Schema.Literal(...CONVERSATION_TYPES),
      surveyType: SurveyTypeAnswer,
      respondents: Schema.Number,
      everyoneRespondents: Schema.Number,
      measures: Schema.Array(
        Schema.Struct({ measure: Schema.Literal(...BEHAVIOURAL_MEASURES), mean: Schema.NullOr(Schema.Number), everyoneMean: Schema.NullOr(Schema.Number) }),
      ),
    }),
  ),
}).annotations({ identifier: "ResultFigures" });
export type ResultFiguresAnswer = typeof ResultFiguresAnswer.Type;

/** §3 Results response: newSurveys (the figures), registrationDate (of the person the page is about), sessions (of the course, newest first). */
export const ResultsAnswer = Schema.Struct({
  newSurveys: ResultFiguresAnswer,
  /** YYYY-MM-DD; null for someone the users read model does not know. */
  registrationDate: Schema.NullOr(Schema.String),
  /** The person's name (the titles name them), null when erased or not a person's page. */
  name: Schema.NullOr(Schema.String),
  course: CourseAnswer,
  sessions: Schema.Array(ListedSessionAnswer),
  /** How many sessions are counted (the list shows at most RESULT_SESSIONS_SHOWN). */
  sessionCount: Schema.Number,
}).annotations({ identifier: "Results" });
export type ResultsAnswer = typeof ResultsAnswer.Type;

export const resultsContract = defineContract({
  method: "POST",
  path: "/api/users/:id/results",
  readModels: ["sessions", "users", "roster", "evaluations", "results", "resultsAccess"],
  summary: "The results page's figures for one target and course: reach, trainer feedback, behavioural (a read sent as POST)",
  audience: "staff",
  params: idParams("user"),
  body: formPart(ResultsRequestWire, decodeResultsRequest),
  answer: ResultsAnswer,
});

export const RESULT_CONTRACTS = [resultsContract] as const;
