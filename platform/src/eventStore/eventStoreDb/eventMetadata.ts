import type { EventMetadata } from "../port";

/**
 * KurrentDB's append across streams takes an event's metadata as string properties only (a read
 * gives them back as one JSON object, beside the server's own `$…` keys): nulls are left out and
 * the schema version is written in decimal.
 */
type MetadataProperties = Readonly<Record<string, string>>;

export const toMetadataProperties = (metadata: EventMetadata): MetadataProperties => ({
  correlationId: metadata.correlationId,
  occurredAt: metadata.occurredAt,
  schemaVersion: String(metadata.schemaVersion),
  ...(metadata.actorId === null ? {} : { actorId: metadata.actorId }),
  ...(metadata.causationId === null ? {} : { causationId: metadata.causationId }),
  ...(metadata.personalDataSubject === undefined ? {} : { personalDataSubject: metadata.personalDataSubject }),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

const textOf = (value: unknown): string | null => (typeof value === "string" ? value : null);

const schemaVersionOf = (value: unknown): number => {
  const version = typeof value === "string" ? Number(value) : value;
  return typeof version === "number" && Number.isInteger(version) && version > 0 ? version : 1;
};

/**
 * The metadata of an event as read back: the properties written above, or the JSON an earlier
 * adapter (one stream at a time) stored with numbers and nulls. An event written by some other
 * tool, without ours, reads as caused by nobody, correlated by its own id, at the time it was stored.
 */
export const fromStoredMetadata = (stored: unknown, event: { readonly eventId: string; readonly recordedAt: Date }): EventMetadata => {
  const fields = isRecord(stored) ? stored : {};
  const personalDataSubject = textOf(fields.personalDataSubject);
  return {
    actorId: textOf(fields.actorId),
    correlationId: textOf(fields.correlationId) ?? event.eventId,
    causationId: textOf(fields.causationId),
    occurredAt: textOf(fields.occurredAt) ?? event.recordedAt.toISOString(),
    schemaVersion: schemaVersionOf(fields.schemaVersion),
    ...(personalDataSubject === null ? {} : { personalDataSubject }),
  };
};
