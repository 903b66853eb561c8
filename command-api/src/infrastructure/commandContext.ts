import { v7 as uuidv7 } from "uuid";
import { CURRENT_SCHEMA_VERSION, type DomainEvent } from "@wellbeing/domain";
import type { NewEvent } from "@wellbeing/platform";

/** Who caused a command and when: becomes every resulting event's metadata. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly correlationId: string;
  /** The event (or scheduled job) that caused this command; absent or null for a command from a request. */
  readonly causationId?: string | null;
  readonly now: Date;
}

export const toNewEvents = (events: ReadonlyArray<DomainEvent>, context: CommandContext): NewEvent[] =>
  events.map((event) => ({
    eventId: uuidv7(),
    type: event.type,
    data: event.data,
    metadata: {
      actorId: context.actorId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? null,
      occurredAt: context.now.toISOString(),
      schemaVersion: CURRENT_SCHEMA_VERSION,
    },
  }));

export const newId = (): string => uuidv7();
