import { v7 as uuidv7 } from "uuid";
import { CURRENT_SCHEMA_VERSION, auditReadsStream, type AuditEvent, type AuditQueryRecord, type Role } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";

/**
 * The audit trail audits itself: before a reader sees any of it, the read is appended as a fact
 * (`AuditTrailRead`) on the reader's own stream, through the event store port. Nothing is decided
 * (whoever passed the role check may read), so there is no command to refuse; and a read the store
 * could not record is answered with an error, never shown unrecorded.
 */
export const recordAuditRead = async (
  store: EventStore,
  reader: { readonly userId: string; readonly role: Role },
  query: AuditQueryRecord,
  context: { readonly correlationId: string; readonly now: Date },
): Promise<void> => {
  const event: AuditEvent = {
    type: "AuditTrailRead",
    data: { readerId: reader.userId, role: reader.role, query, readAt: context.now.toISOString() },
  };
  await store.append(
    auditReadsStream(reader.userId),
    [
      {
        eventId: uuidv7(),
        type: event.type,
        data: event.data,
        metadata: {
          actorId: reader.userId,
          correlationId: context.correlationId,
          causationId: null,
          occurredAt: context.now.toISOString(),
          schemaVersion: CURRENT_SCHEMA_VERSION,
        },
      },
    ],
    { expectedRevision: "any" },
  );
};
