import type { AllStreamResolvedEvent, ResolvedEvent } from "@kurrent/kurrentdb-client";
import type { RecordedEvent } from "../port";
import { fromStoredMetadata } from "./eventMetadata";

const isSystem = (streamId: string, type: string) => streamId.startsWith("$") || type.startsWith("$");

/**
 * A read event as the port's RecordedEvent, or null for a system event or a link without its event.
 * Every event's own commit and prepare position is its place in the global order: an append across
 * streams gives each of its events a position of its own, in the order the shares were given.
 */
export const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const event = resolved.event;
  if (!event || isSystem(event.streamId, event.type)) return null;
  if (!event.position) throw new Error(`KurrentDB sent event ${event.id} without its position (a server before 22.6?)`);
  return {
    eventId: event.id,
    type: event.type,
    data: event.data,
    metadata: fromStoredMetadata(event.metadata, { eventId: event.id, recordedAt: event.created }),
    streamId: event.streamId,
    revision: event.revision,
    position: { commit: event.position.commit, prepare: event.position.prepare },
    recordedAt: event.created,
  };
};
