import { Either, Schema } from "effect";
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

/** Reads a stored event into a typed domain event (after upcasting), or says why it cannot. */
export const decodeDomainEvent = (type: string, data: unknown, schemaVersion: number = CURRENT_SCHEMA_VERSION): Either.Either<DomainEvent, FieldMessages> =>
  decodeEvent(upcast(type, schemaVersion, data)).pipe(Either.mapLeft(toFieldMessages));

/** Personal fields per event type (see ARCHITECTURE.md, personal data): every slice's rules. */
export const personalDataRules: PersonalDataRules = Object.assign(
  {},
  ...SLICE_EVENTS.flatMap((slice): ReadonlyArray<PersonalDataRules> => slice.personalData ?? []),
);
