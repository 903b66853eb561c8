import type { StreamAppend } from "./port";

/** An append the port refuses before writing anything: no shares, a share without events, or one stream twice. */
export class MalformedAppend extends Error {
  readonly _tag = "MalformedAppend";
}

/**
 * Checks the shares of an append across streams as every adapter must (KurrentDB refuses these too):
 * at least one share, each with events, each on a stream of its own.
 */
export const checkShares = (appends: ReadonlyArray<StreamAppend>): void => {
  if (appends.length === 0) throw new MalformedAppend("an append needs at least one stream");
  const seen = new Set<string>();
  for (const { streamId, events } of appends) {
    if (events.length === 0) throw new MalformedAppend(`the share of ${streamId} has no events`);
    if (seen.has(streamId)) throw new MalformedAppend(`${streamId} has two shares in one append`);
    seen.add(streamId);
  }
};
