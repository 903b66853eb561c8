// The row shapes of the read-model tables, each kept beside the projection that creates its table.
// Types only: the query API reads these tables and imports this module with `import type`, so it
// never loads projector code (exported as `@wellbeing/projector/readModels`).

export type { GroupInvitationRow, UserRow } from "./users/readModel";
export type { SessionRow } from "./sessions/readModel";
export type { SessionReachRow } from "./dashboard/readModel";
export type { RemovalRequestRow, RosterEntryRow, SpecialRequirementRow, UnlistedEvaluationRow } from "./roster/readModel";
export type { MailRecipientRow, ScheduledSessionEmailRow, SentSessionEmailRow } from "./sessionMail/readModel";
export type { EvaluationRespondentRow, EvaluationResponseRow } from "./evaluations/readModel";
export type { AuditDayRow, AuditErasedSubjectRow, AuditEventRow } from "./audit/readModel";
export type { CertificateRow } from "./certificates/readModel";
export type { ResultsAccessConsentRow } from "./resultsAccess/readModel";
export type { ErrorReportRow } from "./errorReports/readModel";
export type { ResultFeedbackRow, ResultFeedbackTotalRow, ResultReleaseRow, ResultScoreRow, ResultScoreTotalRow } from "./results/readModel";
