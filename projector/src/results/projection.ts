import type { Knex } from "knex";
import { CONVERSATION_TYPES, TRAINER_FEEDBACK_ITEMS, behaviouralScores, hasBehaviouralScores, trainerFeedbackOf, type DomainEvent } from "@wellbeing/domain";
import { UNKNOWN_SESSION_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { CourseTotals } from "./courseTotals";
import type { ResultFeedbackRow, ResultScoreRow } from "./readModel";

/** Events that move some results figure: a response's rows, or the sessions and attendees the reach counts. */
const MOVES_RESULTS: ReadonlySet<DomainEvent["type"]> = new Set<DomainEvent["type"]>([
  "EvaluationSubmitted",
  "EvaluationWithdrawn",
  "EvaluationMovedIn",
  "SessionScheduled",
  "SessionEdited",
  "SessionDeleted",
  "AttendeeRegistered",
  "AttendeeRemoved",
]);

type ResponseEvent = Extract<DomainEvent, { type: "EvaluationSubmitted" | "EvaluationWithdrawn" | "EvaluationMovedIn" }>;

const isResponseEvent = (event: DomainEvent): event is ResponseEvent =>
  event.type === "EvaluationSubmitted" || event.type === "EvaluationWithdrawn" || event.type === "EvaluationMovedIn";

const scoreKeys = (responseId: string) => CONVERSATION_TYPES.map((conversation) => `${responseId}:${conversation}`);
const feedbackKeys = (responseId: string) => TRAINER_FEEDBACK_ITEMS.map(({ item }) => `${responseId}:${item}`);

/** Applies `change` to every row of a response in a table. */
const eachRow = <Row extends Record<string, unknown>>(table: TableBatch<Row>, keys: ReadonlyArray<string>, change: (row: Row, key: string) => void) => {
  for (const key of keys) {
    const row = table.get(key);
    if (row) change(row, key);
  }
};

type SubmittedEvent = Extract<DomainEvent, { type: "EvaluationSubmitted" }>;

/** A submitted response's rows: its scores per kind of conversation it gave any answer for, and its trainer feedback. */
const rowsOf = ({ data }: SubmittedEvent): { scores: ResultScoreRow[]; feedback: ResultFeedbackRow[] } => {
  const { responseId, sessionId, course, surveyType, answers } = data;
  const common = { response_id: responseId, session_id: sessionId, course, survey_type: surveyType };
  return {
    scores: CONVERSATION_TYPES.flatMap((conversation) => {
      const figures = behaviouralScores(answers, conversation);
      return hasBehaviouralScores(figures) ? [{ ...common, score_key: `${responseId}:${conversation}`, conversation, ...figures }] : [];
    }),
    feedback: trainerFeedbackOf(answers).map(({ item, answer }) => ({ ...common, feedback_key: `${responseId}:${item}`, item, answer })),
  };
};

/**
 * The results page's per-response figures, computed once with the domain's formulas: each response's
 * behavioural scores per kind of conversation and its 'about your trainer' answers, following a
 * response withdrawn or moved with its attendee (§4) as the evaluations read model does, and each
 * course's running totals of them (the 'everyone' figures, see courseTotals.ts). Every staff
 * member hears of a change (topic `results`): the 'everyone' comparisons move with any response.
 */
export const resultsProjection: Projection = {
  name: "results",
  version: 1,
  tables: ["result_scores", "result_feedback", "result_score_totals", "result_feedback_totals"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.result_scores (
        score_key text PRIMARY KEY,
        response_id uuid NOT NULL,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        conversation text NOT NULL,
        capability double precision,
        opportunity double precision,
        motivation double precision,
        behaviour double precision
      );
      CREATE INDEX IF NOT EXISTS result_scores_course ON ??.result_scores (course, survey_type, conversation);
      CREATE INDEX IF NOT EXISTS result_scores_session ON ??.result_scores (session_id);
      CREATE TABLE IF NOT EXISTS ??.result_feedback (
        feedback_key text PRIMARY KEY,
        response_id uuid NOT NULL,
        session_id uuid NOT NULL,
        course text NOT NULL,
        survey_type text NOT NULL,
        item text NOT NULL,
        answer text NOT NULL
      );
      CREATE INDEX IF NOT EXISTS result_feedback_course ON ??.result_feedback (course, survey_type, item);
      CREATE INDEX IF NOT EXISTS result_feedback_session ON ??.result_feedback (session_id);
      CREATE TABLE IF NOT EXISTS ??.result_score_totals (
        total_key text PRIMARY KEY,
        course text NOT NULL,
        survey_type text NOT NULL,
        conversation text NOT NULL,
        respondents integer NOT NULL,
        capability_sum double precision NOT NULL,
        capability_count integer NOT NULL,
        opportunity_sum double precision NOT NULL,
        opportunity_count integer NOT NULL,
        motivation_sum double precision NOT NULL,
        motivation_count integer NOT NULL,
        behaviour_sum double precision NOT NULL,
        behaviour_count integer NOT NULL
      );
      CREATE TABLE IF NOT EXISTS ??.result_feedback_totals (
        total_key text PRIMARY KEY,
        course text NOT NULL,
        survey_type text NOT NULL,
        item text NOT NULL,
        answer text NOT NULL,
        responses integer NOT NULL
      );`,
      [schema, schema, schema, schema, schema, schema, schema, schema],
    );
  },
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const responseEvents = batch.flatMap(({ event }) => (isResponseEvent(event) ? [event] : []));
    if (responseEvents.length > 0) {
      const scores = new TableBatch<ResultScoreRow>(trx, schema, "result_scores", "score_key");
      const feedback = new TableBatch<ResultFeedbackRow>(trx, schema, "result_feedback", "feedback_key");
      const totals = new CourseTotals(trx, schema);
      const responseIds = [...new Set(responseEvents.map((event) => event.data.responseId))];
      await scores.load(responseIds.flatMap(scoreKeys));
      await feedback.load(responseIds.flatMap(feedbackKeys));
      const submitted = new Map(responseEvents.flatMap((event) => (event.type === "EvaluationSubmitted" ? [[event, rowsOf(event)] as const] : [])));
      const stored = <Row extends Record<string, unknown>>(table: TableBatch<Row>, keys: ReadonlyArray<string>): Row[] => keys.flatMap((key) => {
          const row = table.get(key);
          return row ? [row] : [];
        });
      await totals.load(
        [...responseIds.flatMap((id) => stored(scores, scoreKeys(id))), ...[...submitted.values()].flatMap((rows) => rows.scores)],
        [...responseIds.flatMap((id) => stored(feedback, feedbackKeys(id))), ...[...submitted.values()].flatMap((rows) => rows.feedback)],
      );
      // Every row written or removed is counted in or out of its course's totals.
      const removeScore = (key: string) =>
        eachRow(scores, [key], (row) => {
          totals.countScores(row, -1);
          scores.remove(key);
        });
      const removeFeedback = (key: string) =>
        eachRow(feedback, [key], (row) => {
          totals.countFeedback(row, -1);
          feedback.remove(key);
        });
      for (const event of responseEvents) {
        const { data } = event;
        switch (event.type) {
          case "EvaluationSubmitted": {
            // A response met again replaces what it held.
            scoreKeys(data.responseId).forEach(removeScore);
            feedbackKeys(data.responseId).forEach(removeFeedback);
            const rows = submitted.get(event)!;
            for (const row of rows.scores) {
              scores.put(row);
              totals.countScores(row, 1);
            }
            for (const row of rows.feedback) {
              feedback.put(row);
              totals.countFeedback(row, 1);
            }
            break;
          }
          // §4: withdrawn with its attendee, or (pre-course) moved to another of their sessions (same course: the totals stay).
          case "EvaluationWithdrawn": {
            const movedTo = event.data.movedTo;
            if (movedTo === null) {
              scoreKeys(data.responseId).forEach(removeScore);
              feedbackKeys(data.responseId).forEach(removeFeedback);
            } else {
              eachRow(scores, scoreKeys(data.responseId), (row) => scores.put({ ...row, session_id: movedTo }));
              eachRow(feedback, feedbackKeys(data.responseId), (row) => feedback.put({ ...row, session_id: movedTo }));
            }
            break;
          }
          case "EvaluationMovedIn":
            eachRow(scores, scoreKeys(data.responseId), (row) => scores.put({ ...row, session_id: data.sessionId }));
            eachRow(feedback, feedbackKeys(data.responseId), (row) => feedback.put({ ...row, session_id: data.sessionId }));
            break;
        }
      }
      await scores.flush();
      await feedback.flush();
      await totals.flush();
    }
    if (announcing && batch.some(({ event }) => MOVES_RESULTS.has(event.type))) {
      announce({ topic: "results", ids: [], audience: { roles: UNKNOWN_SESSION_AUDIENCE_ROLES, userIds: [] } });
    }
  },
};
