import type { ErrorReportKind } from "@wellbeing/domain";

// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.

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
