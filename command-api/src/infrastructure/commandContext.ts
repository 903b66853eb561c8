import { v4 as uuidv4, v7 as uuidv7 } from "uuid";
import { CURRENT_SCHEMA_VERSION, responseDay, type DomainEvent } from "@wellbeing/domain";
import type { NewEvent } from "@wellbeing/platform";

/** Who caused a command and when: becomes every resulting event's metadata. */
export interface CommandContext {
  readonly actorId: string | null;
  readonly correlationId: string;
  /** The event (or scheduled job) that caused this command; absent or null for a command from a request. */
  readonly causationId?: string | null;
  readonly now: Date;
  /** Events that must not lead to anything else recorded: random ids (a v7 id carries its moment). See unlinkedContext. */
  readonly unlinked?: boolean;
}

export const toNewEvents = (events: ReadonlyArray<DomainEvent>, context: CommandContext): NewEvent[] =>
  events.map((event) => ({
    eventId: context.unlinked ? uuidv4() : uuidv7(),
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

/** A random id that says nothing of when it was drawn (a response's id, a pseudonym). */
export const unlinkedId = (): string => uuidv4();

/**
 * Issue 24 §2: the metadata of the response side of an evaluation's append (its pseudonymous stream).
 * Nothing in it leads to the request or the person: no actor, no causation, a correlation of its own,
 * random event ids, and the day (UK) for the moment. The other shares of the same append keep the
 * request's context; the event history never shows a response's place among them (see fileAnonymously).
 */
export const unlinkedContext = (now: Date): CommandContext => ({
  actorId: null,
  correlationId: uuidv4(),
  causationId: null,
  now: new Date(responseDay(now)),
  unlinked: true,
});
