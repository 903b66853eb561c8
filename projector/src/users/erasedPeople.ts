import type { ProjectedEvent } from "../runner/projection";

/** A person whose account was deleted in this batch, and every key their personal data was sealed under. */
interface ErasedPerson {
  readonly userId: string;
  /** The keys named openly: their user id's and their address's. */
  readonly keys: string[];
  /** The keys named by erasure tag only (their responses'): a copy made while one lived carries its tag. */
  readonly keyTags: string[];
}

/**
 * The people a batch erases. A read model that copied personal data blanks it for them after
 * applying the batch: the events before the deletion may have been read while their keys lived.
 */
export const erasedPeopleIn = (batch: ReadonlyArray<ProjectedEvent>): ErasedPerson[] =>
  batch.flatMap(({ event }) =>
    event.type === "AccountDeleted"
      ? [{ userId: event.data.userId, keys: [...new Set([event.data.userId, ...event.data.erasedKeys])], keyTags: [...(event.data.erasedKeyTags ?? [])] }]
      : [],
  );
