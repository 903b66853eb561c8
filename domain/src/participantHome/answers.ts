import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { AddressAnswer, SessionDateAnswer } from "../sessions/answers";
import { ListedSessionAnswer } from "../sessionLists/answers";

// What the participant's own reads answer (§2.6 participant dashboard, My course, Completed Sessions; §7).

/** One session the participant holds a confirmed place on, as their home and My course list it. */
export const ParticipantCourseSessionAnswer = Schema.Struct({
  id: Schema.String,
  shortId: Schema.String,
  course: CourseAnswer,
  modules: Schema.Array(ModuleAnswer),
  dates: Schema.Array(SessionDateAnswer),
  remote: Schema.Boolean,
  address: Schema.NullOr(AddressAnswer),
}).annotations({ identifier: "ParticipantCourseSession" });
export type ParticipantCourseSessionAnswer = typeof ParticipantCourseSessionAnswer.Type;

/** One session of My course: with whether the register records the participant as come on every date (issue 29: its certificates need it). */
export const ParticipantProgressSessionAnswer = Schema.Struct({
  ...ParticipantCourseSessionAnswer.fields,
  attendanceRecorded: Schema.Boolean,
}).annotations({ identifier: "ParticipantProgressSession" });
export type ParticipantProgressSessionAnswer = typeof ParticipantProgressSessionAnswer.Type;

/**
 * GET /api/participant/progress: the participant's sessions, upcoming (last date today or later, UK
 * time; soonest first) and completed (most recent first).
 */
export const ParticipantProgressAnswer = Schema.Struct({
  upcomingSessions: Schema.Array(ParticipantProgressSessionAnswer),
  completedSessions: Schema.Array(ParticipantProgressSessionAnswer),
}).annotations({ identifier: "ParticipantProgress" });
export type ParticipantProgressAnswer = typeof ParticipantProgressAnswer.Type;

/** One evaluation the participant has given: which session and which survey, never what they answered. */
const GivenEvaluationAnswer = Schema.Struct({ sessionId: Schema.String, surveyType: SurveyTypeAnswer }).annotations({ identifier: "GivenEvaluation" });
type GivenEvaluationAnswer = typeof GivenEvaluationAnswer.Type;

/** GET /api/participant/responses: the evaluations the participant has given on their sessions. */
export const ParticipantResponsesAnswer = Schema.Struct({ responses: Schema.Array(GivenEvaluationAnswer) }).annotations({ identifier: "ParticipantResponses" });
export type ParticipantResponsesAnswer = typeof ParticipantResponsesAnswer.Type;

/** The next module of one course to book, and the sessions of it near the participant (`nextModulesToBook`, `isNear`). */
export const NextModuleAnswer = Schema.Struct({
  course: CourseAnswer,
  module: ModuleAnswer,
  /** Where 'near' is measured from: the participant's latest finished session of the course. */
  after: Schema.Struct({ remote: Schema.Boolean, town: Schema.NullOr(Schema.String) }),
  /** Upcoming public-schedule sessions starting with that module, with a free place, near; soonest first, a few at most. */
  sessions: Schema.Array(ListedSessionAnswer),
}).annotations({ identifier: "NextModule" });
export type NextModuleAnswer = typeof NextModuleAnswer.Type;

/** GET /api/participant/next-modules: per course the participant has finished a module of, the next one and where to book it. */
export const NextModulesAnswer = Schema.Struct({ nextModules: Schema.Array(NextModuleAnswer) }).annotations({ identifier: "NextModules" });
export type NextModulesAnswer = typeof NextModulesAnswer.Type;
