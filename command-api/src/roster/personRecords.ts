import { Either } from "effect";
import {
  personRecordDecider,
  recordsOnOwnStream,
  rosterDecider,
  rosterStream,
  sessionPersonStream,
  withPersonRecords,
  type DomainError,
  type RecordAttendeeEvaluation,
  type RosterEvent,
  type RosterState,
} from "@wellbeing/domain";
import type { StreamDecisions } from "../infrastructure/streamDecisions";

// Issue 30: a participant's evaluations of a session are recorded on their own stream for it
// (sessionPersonStream), not the roster's, so a session's submissions share no stream. The roster's
// decisions that read those facts read these streams too, and write the ones whose facts they act on.

/** The session's roster as a decision reads it: its stream, with these participants' own records on top. */
export const rosterWithRecords = async (decisions: StreamDecisions, sessionId: string, participantIds: ReadonlyArray<string>): Promise<RosterState> => {
  const roster = await decisions.state(rosterStream(sessionId), rosterDecider);
  const records = await Promise.all(participantIds.map((participantId) => decisions.state(sessionPersonStream(sessionId, participantId), personRecordDecider)));
  return records.reduce((state, record) => withPersonRecords(state, record.events), roster);
};

/** Records the participant's evaluation: on their own stream when the roster keys it by their account, else on the roster (an entry listed under their address). */
export const recordEvaluation = async (
  decisions: StreamDecisions,
  roster: RosterState,
  command: RecordAttendeeEvaluation,
): Promise<Either.Either<ReadonlyArray<RosterEvent>, DomainError>> =>
  recordsOnOwnStream(roster, command)
    ? decisions.decide(sessionPersonStream(command.sessionId, command.participantId), personRecordDecider, command)
    : decisions.decide(rosterStream(command.sessionId), rosterDecider, command);

/** Each attendee a roster decision removed under their account has their own record discarded in the same append: the removal's write on the stream their submissions write. */
export const discardRecordsOfRemoved = async (
  decisions: StreamDecisions,
  sessionId: string,
  events: ReadonlyArray<RosterEvent>,
): Promise<Either.Either<void, DomainError>> => {
  for (const event of events) {
    if (event.type !== "AttendeeRemoved" || event.data.participantId === null || event.data.participantId !== event.data.personKey) continue;
    const { participantId } = event.data;
    const discarded = await decisions.decide(sessionPersonStream(sessionId, participantId), personRecordDecider, {
      type: "DiscardAttendeeEvaluations",
      sessionId,
      participantId,
    });
    if (Either.isLeft(discarded)) return Either.left(discarded.left);
  }
  return Either.void;
};
