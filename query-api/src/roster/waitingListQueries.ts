import type { Knex } from "knex";
import { isoInstant, spacesRemaining, type WaitingListAnswer } from "@wellbeing/domain";
import type { SessionRow, WaitingListRow } from "@wellbeing/platform";

/** How many wait for a space on a session, and how many spaces open offers hold. */
export interface WaitingCounts {
  readonly waiting: number;
  readonly held: number;
}

export const waitingCountsOf = async (db: Knex, schema: string, sessionId: string): Promise<WaitingCounts> => {
  const row = (await db
    .withSchema(schema)
    .from("waiting_list")
    .where({ session_id: sessionId })
    .select(db.raw("count(*) FILTER (WHERE offer_id IS NULL)::int AS waiting"), db.raw("count(*) FILTER (WHERE offer_id IS NOT NULL)::int AS held"))
    .first()) as { waiting: number; held: number } | undefined;
  return { waiting: row?.waiting ?? 0, held: row?.held ?? 0 };
};

/** A column `held_offers`: the spaces open offers hold on the session whose id is `sessionId` (a column of the query; `s.id` unless told). */
export const heldOffersColumn = (db: Knex, schema: string, sessionId = "s.id"): Knex.Raw =>
  db.raw("(SELECT count(*)::int FROM ??.waiting_list w WHERE w.session_id = ?? AND w.offer_id IS NOT NULL) AS held_offers", [schema, sessionId]);

/** Spaces neither taken by a registered attendee nor held by an open offer. */
export const unheldSpacesOf = (session: Pick<SessionRow, "capacity" | "confirmed_count">, counts: WaitingCounts): number =>
  spacesRemaining(session.capacity, session.confirmed_count, counts.held);

/** No space is free for a newcomer: each is taken or held, or someone waits in line for it. */
export const isFullForNewcomers = (session: Pick<SessionRow, "capacity" | "confirmed_count">, counts: WaitingCounts): boolean =>
  counts.waiting > 0 || unheldSpacesOf(session, counts) === 0;

/** A session's waiting list as Manage Session shows it: everyone on it in line order, named from their account. */
export const waitingListOf = async (db: Knex, schema: string, session: Pick<SessionRow, "id" | "capacity" | "confirmed_count">): Promise<WaitingListAnswer> => {
  const rows: Array<WaitingListRow & { name: string | null; email: string | null }> = await db
    .withSchema(schema)
    .from("waiting_list as w")
    .leftJoin("users as u", "u.id", "w.participant_id")
    .where("w.session_id", session.id)
    .orderBy("w.line")
    .select("w.*", "u.name", "u.email");
  const held = rows.filter((row) => row.offer_id !== null).length;
  let position = 0;
  return {
    sessionId: session.id,
    capacity: session.capacity,
    registered: session.confirmed_count,
    unheldSpaces: unheldSpacesOf(session, { waiting: rows.length - held, held }),
    people: rows.map((row) => ({
      participantId: row.participant_id,
      name: row.name,
      email: row.email,
      position: row.offer_id === null ? (position += 1) : null,
      joinedAt: isoInstant(row.joined_at),
      offer: row.offer_id === null ? null : { offerId: row.offer_id, expiresAt: isoInstant(row.expires_at!), offeredByHand: row.offered_by !== null },
    })),
  };
};

/** The participant's place on a session's waiting list: their place in line, or the offer held for them; null when not on it. */
export const waitingPlaceOf = async (
  db: Knex,
  schema: string,
  sessionId: string,
  participantId: string,
): Promise<{ readonly position: number | null; readonly offer: { readonly offerId: string; readonly expiresAt: string } | null } | null> => {
  const own = await db.withSchema(schema).from<WaitingListRow>("waiting_list").where({ session_id: sessionId, participant_id: participantId }).first();
  if (!own) return null;
  if (own.offer_id !== null) return { position: null, offer: { offerId: own.offer_id, expiresAt: isoInstant(own.expires_at!) } };
  const ahead = (await db
    .withSchema(schema)
    .from("waiting_list")
    .where({ session_id: sessionId, offer_id: null })
    .andWhere("line", "<", own.line)
    .count({ count: "*" })
    .first()) as { count: string | number } | undefined;
  return { position: Number(ahead?.count ?? 0) + 1, offer: null };
};

/** The sessions whose waiting list the participant is on, in the order they joined. */
export const waitingListsOfParticipant = async (db: Knex, schema: string, participantId: string): Promise<ReadonlyArray<string>> =>
  (await db.withSchema(schema).from<WaitingListRow>("waiting_list").where({ participant_id: participantId }).orderBy("joined_at").select("session_id")).map(
    (row) => row.session_id,
  );
