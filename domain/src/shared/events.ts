import { Schema } from "effect";

/** A domain event as stored: its type name and its data. */
export const defineEvent = <const Type extends string, Fields extends Schema.Struct.Fields>(type: Type, fields: Fields) =>
  Schema.Struct({ type: Schema.Literal(type), data: Schema.Struct(fields) });

/** A personal field (name, e-mail, ...): null once the person it belongs to has been erased. */
export const Erasable = Schema.NullOr(Schema.String);

/** Where an ISO-8601 instant is recorded (set by the handler from its clock, never by the decider). */
export const Instant = Schema.String;

/**
 * Which fields of an event are personal data and whose key protects them. The event store
 * encrypts these fields with the subject's key; destroying that key erases them everywhere.
 */
export interface PersonalDataRule {
  readonly subject: (data: Record<string, unknown>) => string;
  readonly fields: ReadonlyArray<string>;
}
