import { Either } from "effect";
import {
  attendanceChanges,
  attendanceCorrections,
  registrationIndexStream,
  attendedSessions,
  rosterStream,
  type RegistrationIndexEvent,
  type DomainError,
  type DomainEvent,
  type RosterEvent,
} from "@wellbeing/domain";
import { toDomainEvent, type EventStore, type Position } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import { toNewEvents, type CommandContext } from "../infrastructure/commandContext";
import { retryConcurrentWrites, type Contention } from "../infrastructure/concurrentWrites";

// `npm run backfill-attendance`: brings every account's attendance index (attendance-<id>) in line with
// the session rosters. The index is written with each roster change since it was introduced; the
// registrations recorded before that are in the rosters alone, so this adds them once.

const PAGE = 1_000;
const ROSTER_CHANGES = new Set(["AttendeeRegistered", "AttendeeRemoved"]);

/** Live writes may land meanwhile: retry a participant's correction a few times, a little apart. */
const CORRECTION_CONTENTION: Contention = { maxAttempts: 10, maxBackoffMs: 50 };

const isRosterChange = (event: DomainEvent): event is RosterEvent => ROSTER_CHANGES.has(event.type);

/** Each account the rosters ever named, with the sessions whose rosters named it: one pass over the log. */
const sessionsNamingAccounts = async (store: EventStore): Promise<Map<string, Set<string>>> => {
  const named = new Map<string, Set<string>>();
  let after: Position | undefined;
  for (;;) {
    const page = await store.readAll(after === undefined ? { limit: PAGE } : { fromPosition: after, limit: PAGE });
    if (page.length === 0) return named;
    const changes = page
      .filter((recorded) => ROSTER_CHANGES.has(recorded.type))
      .map(toDomainEvent)
      .filter(isRosterChange);
    for (const { participantId, events } of attendanceChanges(changes))
      for (const event of events) named.set(participantId, (named.get(participantId) ?? new Set()).add(event.data.sessionId));
    after = page.at(-1)!.position;
  }
};

/** The sessions whose rosters list the account now, read afresh. */
const onRosters = async (store: EventStore, participantId: string, sessionIds: ReadonlyArray<string>): Promise<string[]> => {
  const attended: string[] = [];
  for (const sessionId of sessionIds) {
    const { events } = await readDomainEvents(store, rosterStream(sessionId));
    const mine = attendanceChanges(events.filter(isRosterChange)).find((change) => change.participantId === participantId);
    if (mine && attendedSessions(mine.events).includes(sessionId)) attended.push(sessionId);
  }
  return attended;
};

/**
 * Corrects one account's index. The index is read first and appended at that revision: a roster
 * change made meanwhile writes the index too, so the append is refused and the correction runs again
 * on fresh rosters. It never undoes a live write.
 */
const correctIndex = (
  store: EventStore,
  context: CommandContext,
  participantId: string,
  named: ReadonlySet<string>,
): Promise<Either.Either<number, DomainError>> =>
  retryConcurrentWrites(async () => {
    const streamId = registrationIndexStream(participantId);
    const { events, revision } = await readDomainEvents(store, streamId);
    const indexed = attendedSessions(events as RegistrationIndexEvent[]);
    const listed = await onRosters(store, participantId, [...new Set([...named, ...indexed])]);
    const corrections = attendanceCorrections(participantId, listed, indexed);
    if (corrections.length > 0) await store.append(streamId, toNewEvents(corrections, context), { expectedRevision: revision });
    return Either.right<number>(corrections.length);
  }, CORRECTION_CONTENTION);

interface AttendanceBackfill {
  /** Accounts the rosters ever named. */
  readonly accounts: number;
  /** Accounts whose index was corrected. */
  readonly corrected: number;
  /** Index events appended. */
  readonly events: number;
  /** Accounts left as they were because live writes kept winning (run it again). */
  readonly contended: number;
}

/** Brings every attendance index in line with the rosters; running it again appends nothing. */
export const backfillAttendance = async (store: EventStore, context: CommandContext): Promise<AttendanceBackfill> => {
  const named = await sessionsNamingAccounts(store);
  const tally = { accounts: named.size, corrected: 0, events: 0, contended: 0 };
  for (const [participantId, sessions] of named) {
    const outcome = await correctIndex(store, context, participantId, sessions);
    if (Either.isLeft(outcome)) tally.contended += 1;
    else if (outcome.right > 0) {
      tally.corrected += 1;
      tally.events += outcome.right;
    }
  }
  return tally;
};
