import { Either } from "effect";
import { rosterDecider, rosterStream, type DomainError, type RosterCommand, type RosterEvent } from "@wellbeing/domain";
import type { Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import type { StoreDeps } from "./rosterDeps";
import { StreamQueue } from "./streamQueue";

/** What a roster command recorded: where its last event landed (null when nothing changed). */
export interface RosterChange {
  readonly position: Position | null;
  readonly events: ReadonlyArray<RosterEvent>;
}

/** Registering is the one roster write many people make at once: retry on, a little apart. */
export const REGISTRATION_CONTENTION = { maxAttempts: 60, maxBackoffMs: 30 } as const;

/** One queue per process: roster writes of a session made here take turns (see StreamQueue). */
const rosterWrites = new StreamQueue();

/** Runs work that writes the session's roster stream in this process's turn for it (a survey submission joins it too). */
export const inRosterTurn = <T>(sessionId: string, work: () => Promise<T>): Promise<T> => rosterWrites.run(rosterStream(sessionId), work);

/**
 * Decides a roster command in this process's turn for the session's roster. `commandOf` builds the
 * command inside the turn, so what it reads (the session's capacity) is as fresh as the decision.
 */
export const decideOnRoster = async (
  deps: StoreDeps,
  sessionId: string,
  commandOf: () => Promise<RosterCommand | DomainError> | RosterCommand,
  context: CommandContext,
  contention?: typeof REGISTRATION_CONTENTION,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const streamId = rosterStream(sessionId);
  return inRosterTurn(sessionId, async () => {
    const command = await commandOf();
    if ("_tag" in command) return Either.left(command);
    return decideAndAppend({ store: deps.store, streamId, decider: rosterDecider, command, context, contention });
  });
};
