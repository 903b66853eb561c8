import { Either } from "effect";
import {
  attendanceChanges,
  personRecordsRead,
  registrationIndexStream,
  rosterDecider,
  rosterStream,
  type DomainError,
  type RosterCommand,
  type RosterEvent,
  type RosterState,
} from "@wellbeing/domain";
import type { Position } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import type { Contention } from "../infrastructure/concurrentWrites";
import { decideTogether } from "../infrastructure/decideTogether";
import type { StreamDecisions } from "../infrastructure/streamDecisions";
import type { StoreDeps } from "./deps";
import { discardRecordsOfRemoved, rosterWithRecords } from "./personRecords";
import { StreamQueue } from "./streamQueue";

/** What a roster command recorded: where its last event landed (null when nothing changed). */
export interface RosterChange {
  readonly position: Position | null;
  readonly events: ReadonlyArray<RosterEvent>;
}

/** Registering is the one roster write many people make at once: retry on, a little apart. */
export const REGISTRATION_CONTENTION: Contention = { maxAttempts: 60, maxBackoffMs: 30 };

/** One queue per process: roster writes of a session made here take turns (see StreamQueue). */
const rosterWrites = new StreamQueue();

/** Runs work that writes the session's roster stream in this process's turn for it. */
const inRosterTurn = <T>(sessionId: string, work: () => Promise<T>): Promise<T> => rosterWrites.run(rosterStream(sessionId), work);

/**
 * What else a roster decision records, on other streams, in the same append (a removal withdraws the
 * removed attendees' evaluations): decided on `decisions`, from the roster as it stood before.
 */
export type RosterCompanion = (
  decisions: StreamDecisions,
  events: ReadonlyArray<RosterEvent>,
  before: RosterState,
) => Promise<Either.Either<void, DomainError>>;

/**
 * Decides a roster command in this process's turn for the session's roster. `commandOf` builds the
 * command inside the turn, so what it reads (the session's capacity) is as fresh as the decision.
 * Every account it registers or removes has its attendance index follow in the same append, and a
 * companion's events join it too: where the store appends several streams as one, all land or none.
 * It decides on the roster with the own records (issue 30) of the attendees it may remove, and writes
 * each removed one's record (discardRecordsOfRemoved), so a submission of theirs in between re-decides it.
 */
export const decideOnRoster = async (
  deps: StoreDeps,
  sessionId: string,
  commandOf: () => Promise<RosterCommand | DomainError> | RosterCommand,
  context: CommandContext,
  contention?: Contention,
  companion?: RosterCompanion,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const streamId = rosterStream(sessionId);
  return inRosterTurn(sessionId, async () => {
    const command = await commandOf();
    if ("_tag" in command) return Either.left(command);
    return decideTogether(
      deps.store,
      context,
      async (decisions): Promise<Either.Either<{ readonly events: ReadonlyArray<RosterEvent> }, DomainError>> => {
        const roster = await decisions.state(streamId, rosterDecider);
        const before = await rosterWithRecords(decisions, sessionId, personRecordsRead(roster, command));
        const decided = await decisions.decideOn(streamId, rosterDecider, command, before);
        if (Either.isLeft(decided) || decided.right.length === 0) return Either.map(decided, (events) => ({ events }));
        for (const change of attendanceChanges(decided.right)) decisions.appendToIndex(registrationIndexStream(change.participantId), change.events);
        const fenced = await discardRecordsOfRemoved(decisions, sessionId, decided.right);
        if (Either.isLeft(fenced)) return Either.left(fenced.left);
        const accompanied = companion ? await companion(decisions, decided.right, before) : Either.void;
        return Either.map(accompanied, () => ({ events: decided.right }));
      },
      contention,
    );
  });
};
