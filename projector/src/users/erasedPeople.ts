import type { ProjectedEvent } from "../runner/projection";

/** A person whose account was deleted in this batch, and every key their personal data was sealed under. */
export interface ErasedPerson {
  readonly userId: string;
  readonly keys: string[];
}

/**
 * The people a batch erases. A read model that copied personal data blanks it for them after
 * applying the batch: the events before the deletion may have been read while their keys lived.
 */
export const erasedPeopleIn = (batch: ReadonlyArray<ProjectedEvent>): ErasedPerson[] =>
  batch.flatMap(({ event }) => (event.type === "AccountDeleted" ? [{ userId: event.data.userId, keys: [...new Set([event.data.userId, ...event.data.erasedKeys])] }] : []));
