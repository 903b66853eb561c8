import type { SessionEvent } from "../sessions/events";
import { sessionDecider } from "../sessions/decider";
import type { PersonalValue, SessionSnapshot } from "./answers";

// Time travel (issue 15): a session as it stood at a moment, folded from its own stream with the
// session decider's own evolve, so the history can never disagree with what the write side decided.

/** One event of a session's stream, with when it happened. */
export interface DatedSessionEvent {
  readonly event: SessionEvent;
  readonly occurredAt: string;
}

/**
 * The session after every event of its stream that happened at `at` or before (the stream in its
 * order). `contactEmail` says how the reader sees the personal contact address.
 */
export const sessionSnapshotAt = (
  stream: ReadonlyArray<DatedSessionEvent>,
  at: Date,
  contactEmail: (value: string | null) => PersonalValue,
): SessionSnapshot => {
  const folded = stream.filter((dated) => Date.parse(dated.occurredAt) <= at.getTime());
  const state = folded.reduce((current, dated) => sessionDecider.evolve(current, dated.event), sessionDecider.initialState);
  const base = { eventCount: folded.length, lastChangeAt: folded.at(-1)?.occurredAt ?? null };
  if (state.status !== "scheduled") return { ...base, status: state.status, session: null };
  const { status: _status, sessionId: _id, ...facts } = state;
  return { ...base, status: "scheduled", session: { ...facts, contactEmail: contactEmail(facts.contactEmail) } };
};
