import type { QueryKey } from "@tanstack/react-query";
import type { SessionDetailsAnswer } from "@wellbeing/domain";
import type { sessionKeys } from "./queries";

/** A read of the "sessions" topic after a push of changed sessions' details: a session's details take its pushed answer; null for any other read (it refetches). */
export const sessionQueryAfterPush = (key: QueryKey, _cached: unknown, details: ReadonlyArray<SessionDetailsAnswer>): SessionDetailsAnswer | null => {
  const [, read, id] = key as ReturnType<typeof sessionKeys.details>;
  return read === "details" ? (details.find((session) => session.id === id) ?? null) : null;
};
