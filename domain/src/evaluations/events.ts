import { Schema } from "effect";
import { COURSES, MODULES, SURVEY_TYPES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { QuestionnaireVersionSchema } from "./questionnaire";
import { respondentDataSubject } from "./streams";
import { defineSliceEvents } from "../slice";

// Evaluations (§3 Submission, §4, §5): who answers is a pseudonym, never a person.

/**
 * A person was given the random pseudonym their evaluation responses carry. The pseudonym is sealed
 * with the person's key: erasing the person unlinks every response from them for good.
 */
export const RespondentPseudonymAssigned = defineEvent("RespondentPseudonymAssigned", {
  personId: Schema.String,
  /** Null once the person is erased. */
  pseudonym: Erasable,
  assignedAt: Instant,
});

/** A stored answer: a number, a choice, several choices, or a matrix's ratings (row → rate label). */
const StoredAnswer = Schema.Union(Schema.Number, Schema.String, Schema.Array(Schema.String), Schema.Record({ key: Schema.String, value: Schema.String }));

/** A respondent answered one of a session's evaluations: all answers in one event, as the questionnaire version validated them. */
export const EvaluationSubmitted = defineEvent("EvaluationSubmitted", {
  responseId: Schema.String,
  sessionId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
  questionnaireVersion: QuestionnaireVersionSchema,
  /** The respondent's pseudonym (RespondentPseudonymAssigned), never the person's id. */
  respondent: Schema.String,
  course: Schema.Literal(...COURSES),
  modules: Schema.Array(Schema.Literal(...MODULES)),
  /** Question code → answer, for every question but the free-text ones. */
  answers: Schema.Record({ key: Schema.String, value: StoredAnswer }),
  /** Question code → free text (a free-text question, or the text given with a choice). Sealed; null once erased. */
  writtenAnswers: Schema.NullOr(Schema.Record({ key: Schema.String, value: Schema.String })),
  /** The response answers the demographic questions: this respondent's demographics are known from now on. */
  demographicsGiven: Schema.Boolean,
  /** §3: the research consent recorded with the response (false when they agreed). */
  disagreedToResearch: Schema.Boolean,
  submittedAt: Instant,
});

/**
 * A response of this person gave their demographics, so later surveys skip them (§2.15). Kept on the
 * person's respondent stream, beside the pseudonym, so the submission decides it from the write side.
 */
export const RespondentDemographicsGiven = defineEvent("RespondentDemographicsGiven", {
  personId: Schema.String,
  givenAt: Instant,
});

/**
 * A response no longer belongs to this session: staff took its respondent off the registered list
 * (§4). A pre-course response moves to another session the person attends (`movedTo`, where an
 * EvaluationMovedIn follows); any other is deleted (`movedTo` null). Its answers stay in the
 * EvaluationSubmitted before it, as stored events are never rewritten.
 */
export const EvaluationWithdrawn = defineEvent("EvaluationWithdrawn", {
  responseId: Schema.String,
  sessionId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
  respondent: Schema.String,
  movedTo: Schema.NullOr(Schema.String),
  withdrawnAt: Instant,
});

/** A respondent's pre-course response, withdrawn from another session of theirs, now counts for this one (§4). */
export const EvaluationMovedIn = defineEvent("EvaluationMovedIn", {
  responseId: Schema.String,
  sessionId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
  respondent: Schema.String,
  movedFrom: Schema.String,
  movedAt: Instant,
});

export const EvaluationEvent = Schema.Union(
  RespondentPseudonymAssigned,
  EvaluationSubmitted,
  RespondentDemographicsGiven,
  EvaluationWithdrawn,
  EvaluationMovedIn,
);
export type EvaluationEvent = typeof EvaluationEvent.Type;
export type EvaluationSubmittedData = (typeof EvaluationSubmitted.Type)["data"];

/** The pseudonym is the person's; written answers are the respondent's (erased with the person, see respondentDataSubject). */
export const evaluationPersonalData: Record<string, PersonalDataRule> = {
  RespondentPseudonymAssigned: { subject: (data) => String(data.personId), fields: ["pseudonym"] },
  EvaluationSubmitted: { subject: (data) => respondentDataSubject(String(data.respondent)), fields: ["writtenAnswers"] },
};

/** What the evaluations slice records, for its slice value and sliceEvents.ts. */
export const evaluationsSliceEvents = defineSliceEvents({ events: [EvaluationEvent], personalData: [evaluationPersonalData] });
