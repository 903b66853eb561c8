import type { ErrorReportKind } from "./sampling";

export interface ReportError {
  readonly type: "ReportError";
  readonly reportId: string;
  readonly kind: ErrorReportKind;
  readonly page: string;
  readonly error: string;
  readonly note: string | null;
  readonly userAgent: string | null;
  readonly reporterId: string | null;
  /** The sampling draw in [0, 1), made by the handler (the decider has no random source). */
  readonly draw: number;
  readonly now: string;
}

export type ErrorReportCommand = ReportError;
