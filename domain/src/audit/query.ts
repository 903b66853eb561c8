import { Either, Schema } from "effect";
import { LIMITS } from "../constants";
import { message } from "../i18n/translate";
import type { FieldMessages } from "../shared/domainError";
import { decodeFields } from "../shared/fieldErrors";
import { says, saying, type Said } from "../shared/fieldMessage";
import { IsoDate, safeText } from "../shared/fields";
import { decodeAuditCursor, type AuditCursor } from "./cursor";
import { DOMAIN_EVENT_TYPES } from "./eventTypes";

// What the event history may be asked (issue 15): filters by stream, subject, type, actor and dates, paged.

/** Rows of the history a page shows. */
export const AUDIT_PAGE_SIZE = 25;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const Id = (message: Said) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.filter((value) => UUID.test(value) || message),
    Schema.compose(Schema.Lowercase),
  );

const StreamName = safeText(
  Schema.String.annotations(saying("audit.badStream")).pipe(
    Schema.minLength(1, saying("audit.badStream")),
    Schema.maxLength(LIMITS.linkMaxLength, saying("audit.badStream")),
  ),
);

const EventType = Schema.String.annotations(saying("audit.unknownEventType")).pipe(
  Schema.filter((value) => DOMAIN_EVENT_TYPES.includes(value) || says("audit.unknownEventType"), { jsonSchema: { enum: [...DOMAIN_EVENT_TYPES] } }),
);

/** Where a page starts: a row's place in the history's order, as an earlier answer handed it out (opaque to the reader). */
const Cursor = Schema.String.annotations(saying("audit.badCursor")).pipe(
  Schema.pattern(/^[A-Za-z0-9_-]{1,200}$/, saying("audit.badCursor")),
  Schema.filter((value) => decodeAuditCursor(value) !== null || says("audit.badCursor")),
);

/** GET /api/audit/events: every parameter optional; an empty one means no filter. */
export const AuditEventsQueryFields = Schema.Struct({
  stream: Schema.optional(StreamName),
  subject: Schema.optional(Id(says("audit.badSubject"))),
  type: Schema.optional(EventType),
  actor: Schema.optional(Id(says("audit.badActor"))),
  from: Schema.optional(IsoDate),
  to: Schema.optional(IsoDate),
  /** The page of events older than this row (an answer's `older`). */
  before: Schema.optional(Cursor),
  /** The page of events newer than this row (an answer's `newer`). */
  after: Schema.optional(Cursor),
}).annotations({ identifier: "AuditEventsQuery" });

export interface AuditEventsQuery {
  /** One stream, by its full name (`session-<id>`, `user-<id>`...). */
  readonly stream: string | null;
  /** A session's or a person's id: every event naming it, on any stream. */
  readonly subject: string | null;
  readonly type: string | null;
  /** Who caused the events (their metadata's actor). */
  readonly actor: string | null;
  /** First and last day (UTC, inclusive), YYYY-MM-DD. */
  readonly from: string | null;
  readonly to: string | null;
  /** Issue 24 §4: pages by position (keyset), so a page stays as it was while events arrive. None: the newest. */
  readonly page: { readonly older: AuditCursor } | { readonly newer: AuditCursor } | null;
}

/** Blank parameters are no filter at all. */
const withoutBlanks = (input: unknown): unknown =>
  typeof input === "object" && input !== null ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== "")) : input;

export const decodeAuditEventsQuery = (input: unknown): Either.Either<AuditEventsQuery, FieldMessages> =>
  decodeFields(AuditEventsQueryFields)(withoutBlanks(input)).pipe(
    Either.flatMap((query): Either.Either<AuditEventsQuery, FieldMessages> => {
      if (query.from && query.to && query.from > query.to) return Either.left({ to: message("list.dateRange") });
      if (query.before && query.after) return Either.left({ after: message("audit.badCursor") });
      const before = query.before ? decodeAuditCursor(query.before) : null;
      const after = query.after ? decodeAuditCursor(query.after) : null;
      return Either.right({
        stream: query.stream ?? null,
        subject: query.subject ?? null,
        type: query.type ?? null,
        actor: query.actor ?? null,
        from: query.from ?? null,
        to: query.to ?? null,
        page: before ? { older: before } : after ? { newer: after } : null,
      });
    }),
  );

/** An instant with its offset, as `new Date` and the history both read it. */
const Instant = Schema.String.annotations(saying("audit.badInstant")).pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, saying("audit.badInstant")),
  Schema.filter((value) => !Number.isNaN(Date.parse(value)) || says("audit.badInstant")),
);

/** GET /api/audit/sessions/:id/as-of?at=: the moment to rebuild the session at. */
export const SessionAsOfQuery = Schema.Struct({
  at: Schema.propertySignature(Instant).annotations({ missingMessage: () => says("audit.badInstant") }),
}).annotations({ identifier: "SessionAsOfQuery" });
export type SessionAsOfQuery = typeof SessionAsOfQuery.Type;
