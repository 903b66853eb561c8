import { Schema } from "effect";
import { defineContract, requestPart } from "../http/contract";
import { ParticipantsQuery } from "../users/directory";
import { ErrorReportForm } from "./form";
import { ERROR_REPORT_KINDS } from "./sampling";

// The HTTP contracts of error reporting (§1, §9), catalogued as the `errorReports` slice.

/** Reports shown on one page of the admins' Reports screen. */
export const ERROR_REPORTS_PAGE_SIZE = 50;

const ErrorReportRecordedAnswer = Schema.Struct({
  /** False when the sampling left an automatic crash trace out (§9): nothing was recorded. */
  recorded: Schema.Boolean,
}).annotations({ identifier: "ErrorReportRecorded" });

/** One report as the Reports screen lists it; its words are null once the reporter's key is erased. */
export const ErrorReportAnswer = Schema.Struct({
  id: Schema.String,
  kind: Schema.Literal(...ERROR_REPORT_KINDS),
  page: Schema.NullOr(Schema.String),
  error: Schema.NullOr(Schema.String),
  note: Schema.NullOr(Schema.String),
  userAgent: Schema.NullOr(Schema.String),
  /** Whether someone was logged in, and their name while it is known. */
  reporter: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) })),
  reportedAt: Schema.String,
}).annotations({ identifier: "ErrorReport" });
export type ErrorReportAnswer = typeof ErrorReportAnswer.Type;

const ErrorReportPage = Schema.Struct({
  reports: Schema.Array(ErrorReportAnswer),
  total: Schema.Number,
}).annotations({ identifier: "ErrorReportPage" });

export const reportErrorContract = defineContract({
  method: "POST",
  path: "/api/error-reports",
  summary: "Report a crashed screen: its trace (kind crash, sampled at 0.5) or a person's feedback with their note (kind feedback, always kept)",
  audience: "anonymous",
  also: [429],
  body: requestPart(ErrorReportForm),
  answer: ErrorReportRecordedAnswer,
});

export const errorReportsContract = defineContract({
  method: "GET",
  path: "/api/error-reports",
  readModels: ["errorReports", "users"],
  summary: "One page of 50 error reports, newest first, and how many there are (admins)",
  audience: "staff",
  // The same one-number page query as the participants list.
  query: requestPart(ParticipantsQuery),
  answer: ErrorReportPage,
});

export const ERROR_REPORT_CONTRACTS = [reportErrorContract, errorReportsContract] as const;
