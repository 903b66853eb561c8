import { Either } from "effect";
import { decodeDomainEvent, type DomainEvent } from "@wellbeing/domain";
import type { RecordedEvent } from "./port";

/**
 * A stored event as the domain's typed event (upcast from its schema version). A stored event
 * that does not decode is a bug to fix, never something to skip: it throws.
 */
export const toDomainEvent = (recorded: RecordedEvent): DomainEvent => {
  const decoded = decodeDomainEvent(recorded.type, recorded.data, recorded.metadata.schemaVersion);
  if (Either.isLeft(decoded)) {
    throw new Error(`stored event ${recorded.eventId} (${recorded.type}) of ${recorded.streamId} does not decode: ${JSON.stringify(decoded.left)}`);
  }
  return decoded.right;
};
