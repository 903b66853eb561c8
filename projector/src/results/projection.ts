import type { Knex } from "knex";
import { CONVERSATION_TYPES, TRAINER_FEEDBACK_ITEMS, behaviouralScores, hasBehaviouralScores, trainerFeedbackOf, type DomainEvent } from "@wellbeing/domain";
import { UNKNOWN_SESSION_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
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

/**
 * The results page's per-response figures, computed once with the domain's formulas: each response's
 * behavioural scores per kind of conversation and its 'about your trainer' answers, following a
 * response withdrawn or moved with its attendee (§4) as the evaluations read model does. Every staff
 * member hears of a change (topic `results`): the 'everyone' comparisons move with any response.
 */
export const resultsProjection: Projection = {
  name: "results",
  version: 1,
  tables: ["result_scores", "result_feedback"],
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
      CREATE INDEX IF NOT EXISTS result_feedback_session ON ??.result_feedback (session_id);`,
      [schema, schema, schema, schema, schema, schema],
    );
  },
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const responseEvents = batch.flatMap(({ event }) => (isResponseEvent(event) ? [event] : []));
    if (responseEvents.length > 0) {
      const scores = new TableBatch<ResultScoreRow>(trx, schema, "result_scores", "score_key");
      const feedback = new TableBatch<ResultFeedbackRow>(trx, schema, "result_feedback", "feedback_key");
      const responseIds = [...new Set(responseEvents.map((event) => event.data.responseId))];
      await scores.load(responseIds.flatMap(scoreKeys));
      await feedback.load(responseIds.flatMap(feedbackKeys));
      for (const event of responseEvents) {
        const { data } = event;
        switch (event.type) {
          case "EvaluationSubmitted": {
            const { responseId, sessionId, course, surveyType, answers } = event.data;
            for (const conversation of CONVERSATION_TYPES) {
              const figures = behaviouralScores(answers, conversation);
              if (hasBehaviouralScores(figures)) {
                scores.put({ score_key: `${responseId}:${conversation}`, response_id: responseId, session_id: sessionId, course, survey_type: surveyType, conversation, ...figures });
              }
            }
            for (const { item, answer } of trainerFeedbackOf(answers)) {
              feedback.put({ feedback_key: `${responseId}:${item}`, response_id: responseId, session_id: sessionId, course, survey_type: surveyType, item, answer });
            }
            break;
          }
          // §4: withdrawn with its attendee, or (pre-course) moved to another of their sessions.
          case "EvaluationWithdrawn": {
            const movedTo = event.data.movedTo;
            eachRow(scores, scoreKeys(data.responseId), (row, key) => (movedTo === null ? scores.remove(key) : scores.put({ ...row, session_id: movedTo })));
            eachRow(feedback, feedbackKeys(data.responseId), (row, key) => (movedTo === null ? feedback.remove(key) : feedback.put({ ...row, session_id: movedTo })));
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
    }
    if (announcing && batch.some(({ event }) => MOVES_RESULTS.has(event.type))) {
      announce({ topic: "results", ids: [], audience: { roles: UNKNOWN_SESSION_AUDIENCE_ROLES, userIds: [] } });
    }
  },
};
