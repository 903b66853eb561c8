import { Schema } from "effect";
import { ROLES } from "../roles";
import { Instant, defineEvent } from "../shared/events";
import { defineSliceEvents } from "../slice";

// The audit trail audits itself (issue 15): every read of the event history is recorded.

/** What the reader asked for, as they asked it: the history's filters, or a session as it was at a moment. */
export const AuditQueryRecord = Schema.Union(
  Schema.Struct({
    kind: Schema.Literal("events"),
    stream: Schema.NullOr(Schema.String),
    subject: Schema.NullOr(Schema.String),
    type: Schema.NullOr(Schema.String),
    actor: Schema.NullOr(Schema.String),
    from: Schema.NullOr(Schema.String),
    to: Schema.NullOr(Schema.String),
    /** The page asked for: a page number (reads before issue 24), or where a keyset page starts. */
    page: Schema.optional(Schema.Number),
    before: Schema.optional(Schema.NullOr(Schema.String)),
    after: Schema.optional(Schema.NullOr(Schema.String)),
  }),
  Schema.Struct({ kind: Schema.Literal("sessionAsOf"), sessionId: Schema.String, at: Schema.String }),
);
export type AuditQueryRecord = typeof AuditQueryRecord.Type;

/** An admin or an auditor read the event history: who, in which role, what they asked, when. */
export const AuditTrailRead = defineEvent("AuditTrailRead", {
  readerId: Schema.String,
  role: Schema.Literal(...ROLES),
  query: AuditQueryRecord,
  readAt: Instant,
});

export const AuditEvent = Schema.Union(AuditTrailRead);
export type AuditEvent = typeof AuditEvent.Type;

/** Each reader's reads of the history, on a stream of their own (nothing is decided on it: any order will do). */
export const auditReadsStream = (readerId: string): string => `audit-reads-${readerId}`;

/** What the audit slice records, for its slice value and sliceEvents.ts. */
export const auditSliceEvents = defineSliceEvents({ events: [AuditEvent] });
