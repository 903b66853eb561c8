import { Schema } from "effect";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { ERROR_REPORT_KINDS } from "./sampling";
import { defineSliceEvents } from "../slice";

/**
 * A screen crashed and its trace was kept, or someone sent 'Report feedback' (§1). The page, the
 * error, the note and the browser are sealed: an address, a name or a link token can be in any of them.
 */
export const ErrorReported = defineEvent("ErrorReported", {
  reportId: Schema.String,
  kind: Schema.Literal(...ERROR_REPORT_KINDS),
  page: Erasable,
  error: Erasable,
  note: Erasable,
  userAgent: Erasable,
  /** Who was logged in, or null. */
  reporterId: Schema.NullOr(Schema.String),
  reportedAt: Instant,
});

export const ErrorReportEvent = Schema.Union(ErrorReported);
export type ErrorReportEvent = typeof ErrorReportEvent.Type;

/** A logged-in reporter's words go with their key (erasing them erases their reports); an anonymous report has a key of its own. */
const errorReportDataSubject = (data: Record<string, unknown>): string =>
  typeof data.reporterId === "string" ? data.reporterId : `error-report-${String(data.reportId)}`;

export const errorReportPersonalData: Record<string, PersonalDataRule> = {
  ErrorReported: { subject: errorReportDataSubject, fields: ["page", "error", "note", "userAgent"] },
};

/** What the errorReports slice records, for its slice value and sliceEvents.ts. */
export const errorReportsSliceEvents = defineSliceEvents({ events: [ErrorReportEvent], personalData: [errorReportPersonalData] });
