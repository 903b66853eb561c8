import type { Knex } from "knex";
import { PROJECTIONS_CHANNEL, encodePosition, type Announcement, type Change, type Position } from "@wellbeing/platform";

// Postgres refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7_000;

/** Merges changes of the same topic and audience, so a catch-up batch stays a few notifications. */
const mergeChanges = (changes: ReadonlyArray<Change>): Change[] => {
  const merged = new Map<string, { topic: Change["topic"]; ids: Set<string>; audience: Change["audience"] }>();
  for (const change of changes) {
    const key = `${change.topic}|${[...change.audience.roles].sort().join(",")}|${[...change.audience.userIds].sort().join(",")}`;
    const entry = merged.get(key) ?? { topic: change.topic, ids: new Set<string>(), audience: change.audience };
    for (const id of change.ids) entry.ids.add(id);
    merged.set(key, entry);
  }
  return [...merged.values()].map((entry) => ({ topic: entry.topic, ids: [...entry.ids], audience: entry.audience }));
};

// Ids and people per change kept small enough that any single change fits in one payload.
const MAX_LIST = 60;

/** Splits a change naming many people into several; many ids collapse to "something in the topic". */
const splitLarge = (change: Change): Change[] => {
  const ids = change.ids.length > MAX_LIST ? [] : change.ids;
  const people = change.audience.userIds;
  if (people.length <= MAX_LIST) return [{ ...change, ids }];
  const parts: Change[] = [];
  for (let start = 0; start < people.length; start += MAX_LIST) {
    parts.push({ ...change, ids, audience: { roles: change.audience.roles, userIds: people.slice(start, start + MAX_LIST) } });
  }
  return parts;
};

/**
 * Splits one commit's announcement into payloads small enough for NOTIFY. `failing`, when given,
 * names every projection stuck on an event now (readers stop waiting for those).
 */
export const announcementPayloads = (
  position: Position,
  projections: ReadonlyArray<string>,
  changes: ReadonlyArray<Change>,
  failing?: ReadonlyArray<string>,
): string[] => {
  const base = { position: encodePosition(position), projections, ...(failing ? { failing } : {}) };
  const payloads: string[] = [];
  let current: Change[] = [];
  for (const change of mergeChanges(changes).flatMap(splitLarge)) {
    if (current.length > 0 && Buffer.byteLength(JSON.stringify({ ...base, changes: [...current, change] })) > MAX_PAYLOAD_BYTES) {
      payloads.push(JSON.stringify({ ...base, changes: current } satisfies Announcement));
      current = [];
    }
    current.push(change);
  }
  payloads.push(JSON.stringify({ ...base, changes: current } satisfies Announcement));
  return payloads;
};

export const notifyAnnouncements = async (trx: Knex.Transaction, payloads: ReadonlyArray<string>): Promise<void> => {
  for (const payload of payloads) await trx.raw("SELECT pg_notify(?, ?)", [PROJECTIONS_CHANNEL, payload]);
};
