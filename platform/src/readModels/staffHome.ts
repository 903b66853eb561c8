import type { SurveyType } from "@wellbeing/domain";
import { createLateIndexes, type LateIndex, type ReadModelTables } from "./tables";

/** `session_reach`: the staff dashboard's reach, per session. */
export interface SessionReachRow extends Record<string, unknown> {
  session_id: string;
  trainer_ids: string[];
  participant_count: number;
  response_count: number;
  /** The responses by survey type (the Get Feedback section's 'Responses: X'). */
  survey_responses: Partial<Record<SurveyType, number>>;
}

/** A trainer's reach, for the dashboard's reads: applying reads the rows by session only. */
const SESSION_REACH_LATE_INDEXES: ReadonlyArray<LateIndex> = [{ name: "session_reach_trainers", table: "session_reach", on: "USING gin (trainer_ids)" }];

/** The staff home's reach figures (the `dashboard` read model): its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const staffHomeTables: ReadModelTables = {
  tables: ["session_reach"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.session_reach (
        session_id uuid PRIMARY KEY,
        trainer_ids uuid[] NOT NULL,
        participant_count integer NOT NULL DEFAULT 0,
        response_count integer NOT NULL DEFAULT 0,
        survey_responses jsonb NOT NULL DEFAULT '{}'
      );`,
      [schema],
    );
    await createLateIndexes(db, schema, SESSION_REACH_LATE_INDEXES);
  },
  lateIndexes: SESSION_REACH_LATE_INDEXES,
};
