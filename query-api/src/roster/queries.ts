import type { Knex } from "knex";
import { isPostSessionEvaluation, isRegistrationOpen, isoInstantOrNull as iso, normaliseEmail, spacesRemaining, type RosterAnswer } from "@wellbeing/domain";
import type { RemovalRequestRow, RosterEntryRow, SessionRow, SpecialRequirementRow } from "@wellbeing/platform";
import { rosterNames } from "./names";

type Entry<Status extends RosterEntryRow["status"]> = RosterEntryRow & { status: Status };
const isAttendee = (entry: RosterEntryRow): entry is Entry<"confirmed"> => entry.status === "confirmed";
const isInvitee = (entry: RosterEntryRow): entry is Entry<"new" | "sent"> => entry.status !== "confirmed";

/**
 * A session's roster as the Manage Session drawer shows it (§2.10, §3): invitees (new, sent),
 * registered attendees (confirmed), special requirements and open removal requests. Also what the
 * session e-mail screen reads its recipients from. People with an account are named beside their address.
 */
export const rosterOf = async (
  db: Knex,
  schema: string,
  session: Pick<SessionRow, "id" | "capacity" | "confirmed_count"> & { readonly held_offers: number },
): Promise<RosterAnswer> => {
  const [entries, requirements, removalRequests] = await Promise.all([
    db
      .withSchema(schema)
      .from<RosterEntryRow>("roster_entries")
      .where({ session_id: session.id })
      .orderBy([{ column: "listed_at" }, { column: "id" }]),
    db.withSchema(schema).from<SpecialRequirementRow>("roster_special_requirements").where({ session_id: session.id }).orderBy("created_at"),
    db.withSchema(schema).from<RemovalRequestRow>("roster_removal_requests").where({ session_id: session.id }).orderBy("requested_at"),
  ]);
  const attendees = entries.filter(isAttendee);
  const names = await rosterNames(db, schema, entries);
  const nameOf = (entry: RosterEntryRow) => (entry.email ? (names.get(entry.email) ?? null) : null);
  return {
    sessionId: session.id,
    capacity: session.capacity,
    numberOfConfirmedParticipants: session.confirmed_count,
    spacesRemaining: spacesRemaining(session.capacity, session.confirmed_count, session.held_offers),
    registrationOpen: isRegistrationOpen(session.capacity, session.confirmed_count),
    participantsEmails: entries.map((entry) => ({ email: entry.email, status: entry.status })),
    invitees: entries
      .filter(isInvitee)
      .map((entry) => ({ email: entry.email, name: nameOf(entry), status: entry.status, invitedAt: iso(entry.listed_at), sentAt: iso(entry.sent_at) })),
    attendees: attendees.map((entry) => ({
      email: entry.email,
      name: nameOf(entry),
      status: entry.status,
      participantId: entry.participant_id,
      selfRegistered: entry.self_registered,
      registeredAt: iso(entry.registered_at),
      evaluations: entry.evaluations,
      /** §5: who completed the post-session evaluation cannot be removed. */
      postEvaluationDone: entry.evaluations.some(isPostSessionEvaluation),
    })),
    specialRequirements: requirements.map((row) => ({ _id: row.id, createdAt: iso(row.created_at), email: row.email, message: row.message })),
    removalRequests: removalRequests.map((row) => ({ email: row.email, reason: row.reason, requestedAt: iso(row.requested_at) })),
  };
};

/** A participant as their roster entries are found: their account, and its address with whether they proved it. */
export interface RosterParticipant {
  readonly userId: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/**
 * Narrows a query on roster entries (aliased `entryTable`, when it is) to the participant's own: by
 * account, or by their account's address once they proved it (what staff recorded under an address
 * is not shown to whoever merely signed up with it).
 */
export const whereOwnEntry =
  (participant: RosterParticipant, entryTable?: string) =>
  (where: Knex.QueryBuilder): void => {
    const column = (name: string) => (entryTable ? `${entryTable}.${name}` : name);
    const provenEmail = participant.emailVerified ? participant.email : null;
    void where.where(column("participant_id"), participant.userId);
    if (provenEmail) void where.orWhere(column("email"), normaliseEmail(provenEmail));
  };

/** The participant a caller is, from their account as it stands now. */
export const asRosterParticipant = (
  userId: string,
  account: { readonly email: string | null; readonly emailVerified: boolean } | null | undefined,
): RosterParticipant => ({
  userId,
  email: account?.email ?? null,
  emailVerified: account?.emailVerified ?? false,
});

/** The participant's roster entry on a session, when they are registered (confirmed; theirs as whereOwnEntry finds it). */
export const registrationOf = async (db: Knex, schema: string, sessionId: string, participant: RosterParticipant) =>
  (await db
    .withSchema(schema)
    .from<RosterEntryRow>("roster_entries")
    .where({ session_id: sessionId, status: "confirmed" })
    .andWhere(whereOwnEntry(participant))
    .first()) ?? null;

/** Whether the participant has an open removal request for the session. */
export const hasOpenRemovalRequest = async (db: Knex, schema: string, sessionId: string, entry: Pick<RosterEntryRow, "person_key">) =>
  (await db
    .withSchema(schema)
    .from<RemovalRequestRow>("roster_removal_requests")
    .where({ id: `${sessionId}/${entry.person_key}` })
    .first()) !== undefined;
