import { Either, Schema } from "effect";
import type { Knex } from "knex";
import { SessionEvent, personalValueFor, sessionSnapshotAt, sessionStream, type DatedSessionEvent, type SessionAsOf } from "@wellbeing/domain";
import { notFound } from "@wellbeing/platform";
import { erasedSubjects, recordedData, streamEvents } from "./queries";

const decodeSessionEvent = Schema.decodeUnknownEither(SessionEvent);

/**
 * A session at a moment, beside today's: its stream's events, as the event index holds them, folded
 * with the session decider's own evolve up to each moment (domain/src/audit/sessionAsOf.ts).
 */
export const sessionAsOf = async (
  db: Knex,
  schema: string,
  request: { readonly sessionId: string; readonly at: string; readonly now: Date; readonly seesPersonalData: boolean },
): Promise<SessionAsOf> => {
  const rows = await streamEvents(db, schema, sessionStream(request.sessionId));
  if (rows.length === 0) throw notFound("session");
  const stream: DatedSessionEvent[] = rows.flatMap((row) => {
    const decoded = decodeSessionEvent({ type: row.type, data: recordedData(row) });
    return Either.isRight(decoded) ? [{ event: decoded.right, occurredAt: new Date(row.occurred_at).toISOString() }] : [];
  });
  // The contact e-mail is sealed under the scheduling person's key: erased once any of the stream's keys is.
  const erased =
    (
      await erasedSubjects(
        db,
        schema,
        rows.map((row) => row.personal_subject),
      )
    ).size > 0;
  const contactEmail = (value: string | null) => personalValueFor(request.seesPersonalData, erased, value);
  return {
    sessionId: request.sessionId,
    at: new Date(request.at).toISOString(),
    then: sessionSnapshotAt(stream, new Date(request.at), contactEmail),
    now: sessionSnapshotAt(stream, request.now, contactEmail),
  };
};
