import { Either } from "effect";
import {
  attendanceChanges,
  registrationIndexStream,
  attendedSessions,
  givesUpPlace,
  leavingRosterDecider,
  notedWaitingLists,
  waitingListIndexStream,
  type WaitingListIndexEvent,
  programmeDate,
  rosterStream,
  sessionDecider,
  sessionStream,
  type RegistrationIndexEvent,
  type DomainError,
  type Leaver,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { decideTogether } from "../infrastructure/decideTogether";
import { withdrawRemovedEvaluations } from "../evaluations/withdrawEvaluations";
import { discardRecordsOfRemoved, rosterWithRecords } from "../roster/personRecords";
import { REGISTRATION_CONTENTION } from "../roster/writes";

/** The sessions whose places leaving gave up, and where the last event landed (null: none). */
interface PlacesReleased {
  readonly sessionIds: ReadonlyArray<string>;
  readonly position: Position | null;
}

/**
 * A person leaving the programme gives up their place in every session that has not started (issue 25):
 * each is the roster's own removal (AttendeeRemoved, by the person), so the space counts as free again and
 * whatever follows a removal (a waiting list) can offer it. Their evaluations of each such session go with
 * the place, as when staff take someone off (§4; the pre-course one moves to another session of theirs
 * that takes it). Every session is decided on its own streams as they stand and everything is appended as
 * one. Their sessions come from their attendance and waiting-list indexes; places that started stay, as
 * attendance. A place given up, or an offer held for them, goes to the session's waiting list in the same decision.
 */
export const releaseUpcomingPlaces = async (
  store: EventStore,
  leaver: Leaver,
  context: CommandContext,
): Promise<Either.Either<PlacesReleased, DomainError>> => {
  const index = await readDomainEvents(store, registrationIndexStream(leaver.participantId));
  // The waiting lists they joined too: leaving takes them off those (issue 29).
  const waitingLists = await readDomainEvents(store, waitingListIndexStream(leaver.participantId));
  const candidates = [
    ...new Set([...attendedSessions(index.events as RegistrationIndexEvent[]), ...notedWaitingLists(waitingLists.events as WaitingListIndexEvent[])]),
  ];
  const now = context.now.toISOString();
  // Its rosters are the busy streams of registrations and waiting lists: retried as they are, a little apart.
  return decideTogether(
    store,
    context,
    async (decisions) => {
      const released: string[] = [];
      for (const sessionId of candidates) {
        const session = await decisions.state(sessionStream(sessionId), sessionDecider);
        if (session.status !== "scheduled" || !givesUpPlace({ dates: session.dates, evaluations: [] }, now)) continue;
        // Their own record of the session's evaluations too (issue 30): leaving gives up no place they gave a post-session evaluation for.
        const before = await rosterWithRecords(decisions, sessionId, [leaver.participantId]);
        const spaces = { capacity: session.capacity, dates: session.dates, today: programmeDate(context.now) };
        const decided = await decisions.decideOn(
          rosterStream(sessionId),
          leavingRosterDecider,
          {
            type: "LeaveSession",
            sessionId,
            leaver,
            session: spaces,
            now,
          },
          before,
        );
        if (Either.isLeft(decided)) return Either.left(decided.left);
        if (decided.right.length === 0) continue;
        for (const change of attendanceChanges(decided.right)) decisions.appendToIndex(registrationIndexStream(change.participantId), change.events);
        const fenced = await discardRecordsOfRemoved(decisions, sessionId, decided.right);
        if (Either.isLeft(fenced)) return Either.left(fenced.left);
        const withdrawn = await withdrawRemovedEvaluations(sessionId, context)(decisions, decided.right, before);
        if (Either.isLeft(withdrawn)) return Either.left(withdrawn.left);
        released.push(sessionId);
      }
      return Either.right({ sessionIds: released });
    },
    REGISTRATION_CONTENTION,
  );
};
