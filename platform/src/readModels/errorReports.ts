import type { ErrorReportKind } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `error_reports`: one row per report kept (§1); its words null once the key they were sealed with is erased. */
export interface ErrorReportRow extends Record<string, unknown> {
  id: string;
  kind: ErrorReportKind;
  page: string | null;
  error: string | null;
  note: string | null;
  user_agent: string | null;
  reporter_id: string | null;
  reported_at: Date | string;
}

/** The error reports read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const errorReportsTables: ReadModelTables = {
  tables: ["error_reports"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.error_reports (
        id uuid PRIMARY KEY,
        kind text NOT NULL,
        page text,
        error text,
        note text,
        user_agent text,
        reporter_id uuid,
        reported_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS error_reports_newest ON ??.error_reports (reported_at DESC, id DESC);`,
      [schema, schema],
    );
  },
};
