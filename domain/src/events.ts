import { Either, Schema } from "effect";
import type { ParseError } from "effect/ParseResult";
import { toFieldMessages } from "./shared/fieldErrors";
import type { FieldMessages } from "./shared/domainError";
import type { EventSchemasOf, PersonalDataRules } from "./slice";
import { SLICE_EVENTS } from "./sliceEvents";

/** The schemas of every event the domain records, as one union type (read from the slices' list). */
type DomainEventSchema = EventSchemasOf<typeof SLICE_EVENTS>;

/** Every event the domain records, across all aggregates: the union of what each slice records. */
export const DomainEvent: Schema.Schema<Schema.Schema.Type<DomainEventSchema>, Schema.Schema.Encoded<DomainEventSchema>> = Schema.Union(
  ...SLICE_EVENTS.flatMap((slice): ReadonlyArray<DomainEventSchema> => slice.events),
);
export type DomainEvent = typeof DomainEvent.Type;
export type DomainEventType = DomainEvent["type"];
export type EventOfType<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

/**
 * The schema version every event is written with today. One number for the whole log: a version
 * names the day event shapes last changed, and only the types that changed then have an upcaster.
 *   1: the first shapes.
 *   2: attendance index entries say what wrote them (`source`).
 *   3: the registration index's entries are named for what they are (`RegistrationIndexed`,
 *      `RegistrationUnindexed`, once `AttendanceRecorded`, `AttendanceEnded`); those two old names now
 *      belong to the attendance slice's register, written from version 3 on.
 */
export const CURRENT_SCHEMA_VERSION = 3;

/** A stored event's type and data, as an upcaster reads and returns them. */
interface StoredShape {
  readonly type: string;
  readonly data: Record<string, unknown>;
}

/** Version 1 attendance entries were all written with the roster change they follow. */
const attendanceFromRoster = ({ type, data }: StoredShape): StoredShape => ({ type, data: { ...data, source: "roster" } });

const renamedTo =
  (type: string) =>
  ({ data }: StoredShape): StoredShape => ({ type, data });

/**
 * Upcasters lift stored events of older schema versions to today's shape (and name), keyed by
 * `type@version` (the version they lift from). Stored events are never rewritten.
 */
const upcasters: Record<string, (stored: StoredShape) => StoredShape> = {
  "AttendanceRecorded@1": attendanceFromRoster,
  "AttendanceEnded@1": attendanceFromRoster,
  "AttendanceRecorded@2": renamedTo("RegistrationIndexed"),
  "AttendanceEnded@2": renamedTo("RegistrationUnindexed"),
};

export const upcast = (type: string, schemaVersion: number, data: unknown): StoredShape => {
  let current: StoredShape = { type, data: data as Record<string, unknown> };
  for (let version = schemaVersion; version < CURRENT_SCHEMA_VERSION; version += 1) {
    const lift = upcasters[`${current.type}@${version}`];
    if (lift) current = lift(current);
  }
  return current;
};

const decodeEvent = Schema.decodeUnknownEither(DomainEvent);

/** One event's schema (defineEvent's struct), or a union of some. */
type EventSchemaTree = Schema.Schema.AnyNoContext &
  ({ readonly members: ReadonlyArray<EventSchemaTree> } | { readonly fields: { readonly type: { readonly literals: ReadonlyArray<unknown> } } });

const eventSchemasIn = (tree: EventSchemaTree): ReadonlyArray<Extract<EventSchemaTree, { fields: unknown }>> =>
  "members" in tree ? tree.members.flatMap(eventSchemasIn) : [tree];

/**
 * Each event type's own decoder: a stored event is decoded by its type's schema, not tried against the
 * whole union, which is several times faster where the whole log is read (a projector's catch-up).
 */
const decoderOfType: ReadonlyMap<string, (stored: StoredShape) => Either.Either<DomainEvent, ParseError>> = new Map(
  SLICE_EVENTS.flatMap((slice): ReadonlyArray<EventSchemaTree> => slice.events)
    .flatMap(eventSchemasIn)
    .map((schema) => [
      String(schema.fields.type.literals[0]),
      Schema.decodeUnknownEither(schema) as (stored: StoredShape) => Either.Either<DomainEvent, ParseError>,
    ]),
);

/** Reads a stored event into a typed domain event (after upcasting), or says why it cannot. */
export const decodeDomainEvent = (type: string, data: unknown, schemaVersion: number = CURRENT_SCHEMA_VERSION): Either.Either<DomainEvent, FieldMessages> => {
  const stored = upcast(type, schemaVersion, data);
  return (decoderOfType.get(stored.type) ?? decodeEvent)(stored).pipe(Either.mapLeft(toFieldMessages));
};

/** Personal fields per event type (see ARCHITECTURE.md, personal data): every slice's rules. */
export const personalDataRules: PersonalDataRules = Object.assign(
  {},
  ...SLICE_EVENTS.flatMap((slice): ReadonlyArray<PersonalDataRules> => slice.personalData ?? []),
);
