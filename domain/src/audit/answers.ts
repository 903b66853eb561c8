import { Schema } from "effect";
import { Instant } from "../shared/events";
import { sessionDetailsFields } from "../sessions/events";

// What the event history answers (issue 15): events as recorded, with each personal field shown,
// masked or erased according to who reads.

/**
 * One personal field as a reader sees it: its value (admins), masked (auditors), or erased (the
 * person's key is gone, for everyone).
 */
export const PersonalValue = Schema.Union(
  Schema.Struct({ state: Schema.Literal("shown"), value: Schema.Unknown }),
  Schema.Struct({ state: Schema.Literal("masked") }),
  Schema.Struct({ state: Schema.Literal("erased") }),
).annotations({ identifier: "PersonalValue" });
export type PersonalValue = typeof PersonalValue.Type;

/**
 * One event of the history. An evaluation response's (`anonymous`, issue 24 §2) says only what the
 * roster also says (a response of this type to this session, on this day): no position, id, revision,
 * correlation, causation or actor, its stream without the respondent, its time the day's start.
 */
export const AuditEventView = Schema.Struct({
  /** Its place in the global order (`commit.prepare`); null for a response. */
  position: Schema.NullOr(Schema.String),
  eventId: Schema.NullOr(Schema.String),
  streamId: Schema.String,
  revision: Schema.NullOr(Schema.Number),
  type: Schema.String,
  actorId: Schema.NullOr(Schema.String),
  correlationId: Schema.NullOr(Schema.String),
  causationId: Schema.NullOr(Schema.String),
  occurredAt: Instant,
  /** The response side of an evaluation, filed without what could lead to a person. */
  anonymous: Schema.Boolean,
  /** The event's fields that are not personal data, as recorded. */
  data: Schema.Record({ key: Schema.String, value: Schema.Unknown }),
  /** Its personal fields, each as this reader may see it. */
  personal: Schema.Array(Schema.Struct({ field: Schema.String, value: PersonalValue })),
}).annotations({ identifier: "AuditEventView" });
export type AuditEventView = typeof AuditEventView.Type;

/** A page of the history, newest first, and where the pages beside it start (null: none that way). */
export const AuditEventPage = Schema.Struct({
  events: Schema.Array(AuditEventView),
  total: Schema.Number,
  pageSize: Schema.Number,
  /** `before=` for the next, older page. */
  older: Schema.NullOr(Schema.String),
  /** `after=` for the previous, newer page. */
  newer: Schema.NullOr(Schema.String),
}).annotations({ identifier: "AuditEventPage" });
export type AuditEventPage = typeof AuditEventPage.Type;

/** A session's facts as its stream held them, the contact e-mail (personal) as this reader may see it. */
const SessionFactsView = Schema.Struct({
  ...sessionDetailsFields,
  contactEmail: PersonalValue,
  shortId: Schema.String,
  scheduledBy: Schema.String,
  responseCount: Schema.Number,
}).annotations({ identifier: "SessionFactsView" });
type SessionFactsView = typeof SessionFactsView.Type;

/** The session rebuilt from its stream's events up to a moment. */
export const SessionSnapshot = Schema.Struct({
  status: Schema.Literal("none", "scheduled", "deleted"),
  /** How many of the stream's events were folded. */
  eventCount: Schema.Number,
  /** When the last of them happened; null when none. */
  lastChangeAt: Schema.NullOr(Instant),
  session: Schema.NullOr(SessionFactsView),
}).annotations({ identifier: "SessionSnapshot" });
export type SessionSnapshot = typeof SessionSnapshot.Type;

/** GET /api/audit/sessions/:id/as-of: the session at `at`, beside today's. */
export const SessionAsOf = Schema.Struct({
  sessionId: Schema.String,
  at: Instant,
  then: SessionSnapshot,
  now: SessionSnapshot,
}).annotations({ identifier: "SessionAsOf" });
export type SessionAsOf = typeof SessionAsOf.Type;
