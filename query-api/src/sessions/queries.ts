import type { Knex } from "knex";
import { isoInstant, responseRateBase, spacesRemaining, type ManagedSessionAnswer, type SessionDetailsAnswer } from "@wellbeing/domain";
import type { SessionReachRow, SessionRow } from "@wellbeing/platform";
import { attendedCount } from "../attendance/queries";
import { responseTallyOf } from "../roster/responseTally";
import { heldOffersColumn } from "../roster/waitingListQueries";
import { attendeesWhoMissedPreviousModule } from "./missedModules";

export interface SessionTrainer {
  readonly id: string;
  readonly name: string | null;
  readonly localLeadId: string | null;
  readonly localAuthorities: ReadonlyArray<string>;
}

/** The session as the Manage Session screen shows it (§2.10, §3 Session). */
const sessionView = (row: SessionRow & { held_offers: number }, trainers: ReadonlyArray<SessionTrainer>): ManagedSessionAnswer => ({
  id: row.id,
  shortId: row.short_id,
  course: row.course,
  modules: row.modules,
  dates: row.dates,
  capacity: row.capacity,
  remote: row.remote,
  address: row.address,
  meetingPlatform: row.meeting_platform,
  meetingLink: row.meeting_link,
  contactEmail: row.contact_email,
  extraInfo: row.extra_info,
  trainers: row.trainer_ids.map((id) => ({ id, name: trainers.find((trainer) => trainer.id === id)?.name ?? null })),
  numberOfConfirmedParticipants: row.confirmed_count,
  spacesRemaining: spacesRemaining(row.capacity, row.confirmed_count, row.held_offers),
  createdAt: isoInstant(row.created_at),
  updatedAt: isoInstant(row.updated_at),
});

const trainersOf = async (db: Knex, schema: string, ids: ReadonlyArray<string>): Promise<SessionTrainer[]> => {
  const rows: Array<{ id: string; name: string | null; local_lead_id: string | null; local_authorities: string[] }> = await db
    .withSchema(schema)
    .from("users")
    .select("id", "name", "local_lead_id", "local_authorities")
    .whereIn("id", [...ids]);
  return rows.map((row) => ({ id: row.id, name: row.name, localLeadId: row.local_lead_id, localAuthorities: row.local_authorities }));
};

/** The region a session serves: its trainers' local authorities (the print page's 'region'). */
const regionOf = (row: SessionRow, trainers: ReadonlyArray<SessionTrainer>): string[] => [
  ...new Set(row.trainer_ids.flatMap((id) => trainers.find((trainer) => trainer.id === id)?.localAuthorities ?? [])),
];

/**
 * What the people managing a session see besides the session itself: its region, its responses by
 * survey type over the attendees its response rate counts, and the attendees who missed the previous module.
 */
export const managedSessionView = async (db: Knex, schema: string, session: FoundSession): Promise<SessionDetailsAnswer> => {
  const [reach, missed, tally, came] = await Promise.all([
    db.withSchema(schema).from<SessionReachRow>("session_reach").where({ session_id: session.row.id }).first(),
    attendeesWhoMissedPreviousModule(db, schema, session.row.id),
    responseTallyOf(db, schema, session.row.id),
    attendedCount(db, schema, session.row.id),
  ]);
  // 'Responses: X out of Y' is over those who came, as the results are (the registered while no register was taken).
  const { attendees, basis } = responseRateBase(session.row.confirmed_count, came);
  return {
    ...session.view,
    region: regionOf(session.row, session.trainers),
    responseCounts: reach?.survey_responses ?? {},
    ...tally,
    responseRateAttendees: attendees,
    attendeesBasis: basis,
    participantsDidNotAttendPrevMods: missed.map((email) => ({ email })),
  };
};

/** A session's row, its trainers and its view, as findSession answers them. */
export interface FoundSession {
  /** The session's row, with the spaces open waiting-list offers hold (issue 29). */
  readonly row: SessionRow & { held_offers: number };
  readonly trainers: ReadonlyArray<SessionTrainer>;
  readonly view: ManagedSessionAnswer;
}

/** A session with its trainers, by id or short id; null when there is none. */
export const findSession = async (db: Knex, schema: string, where: { id: string } | { short_id: string }): Promise<FoundSession | null> => {
  const row: (SessionRow & { held_offers: number }) | undefined = await db
    .withSchema(schema)
    .from("sessions")
    .where(where)
    .first("sessions.*", heldOffersColumn(db, schema, "sessions.id"));
  if (!row) return null;
  const trainers = await trainersOf(db, schema, row.trainer_ids);
  return { row, trainers, view: sessionView(row, trainers) };
};
