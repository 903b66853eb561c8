import type { MarkAttendanceInput } from "@wellbeing/domain";

// The register's ticks waiting to be sent (issue 29: a room with poor signal). Each keeps the id the
// server knows it by, so sending one twice records it once; kept per session in the browser's storage.

export type QueuedTick = MarkAttendanceInput;

/** Where a session's waiting ticks are kept. */
export const queueStorageKey = (sessionId: string): string => `wellbeing.register.${sessionId}`;

/** The queue read back from storage: anything unreadable counts as empty. */
export const parseQueue = (stored: string | null): ReadonlyArray<QueuedTick> => {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (tick): tick is QueuedTick =>
            typeof tick === "object" &&
            tick !== null &&
            ["sessionDate", "personKey", "mark", "commandId"].every((field) => typeof (tick as Record<string, unknown>)[field] === "string"),
        )
      : [];
  } catch {
    return [];
  }
};

/** The queue with one more tick, in the order they were made. */
export const withTick = (queue: ReadonlyArray<QueuedTick>, tick: QueuedTick): ReadonlyArray<QueuedTick> => [...queue, tick];

/** The queue without the tick the server answered. */
export const withoutTick = (queue: ReadonlyArray<QueuedTick>, commandId: string): ReadonlyArray<QueuedTick> =>
  queue.filter((tick) => tick.commandId !== commandId);

/** The mark a person shows on a date: their last waiting tick, else what the server says. */
export const shownMark = (
  queue: ReadonlyArray<QueuedTick>,
  sessionDate: string,
  personKey: string,
  saved: QueuedTick["mark"] | undefined,
): QueuedTick["mark"] => queue.filter((tick) => tick.sessionDate === sessionDate && tick.personKey === personKey).at(-1)?.mark ?? saved ?? "notRecorded";
