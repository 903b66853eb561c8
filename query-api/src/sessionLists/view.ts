import type { Knex } from "knex";
import { spacesRemaining, type ListedSessionAnswer, type SessionTrainerAnswer } from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import { heldOffersColumn } from "../roster/waitingListQueries";

// What a row of a session list carries: enough for both column variants of §2.7, the public
// schedule and the available-sessions page. Never an e-mail address nor a meeting link.

type ListedTrainer = SessionTrainerAnswer;

/** The `sessions` columns a list selects, with the trainers' names. */
export type ListedSessionRow = Pick<SessionRow, "id" | "short_id" | "course" | "modules" | "dates" | "capacity" | "confirmed_count" | "remote" | "address"> & {
  trainers: ListedTrainer[] | null;
  /** The spaces open waiting-list offers hold (issue 29). */
  held_offers: number;
  /** Present on the staff lists' pages only. */
  missed_earlier_modules?: boolean;
};

/** A session as a list shows it: the list answer's schema (its facts without the meeting and contact details, and its places). */
export type ListedSession = ListedSessionAnswer;

/** The columns to select on `sessions AS s`, the trainers' names included. */
export const listedSessionColumns = (db: Knex, schema: string) => [
  "s.id",
  "s.short_id",
  "s.course",
  "s.modules",
  "s.dates",
  "s.capacity",
  "s.confirmed_count",
  "s.remote",
  "s.address",
  // Every trainer in the session's order; one whose account was deleted keeps its place, without a name.
  // Each name is looked up by its key (an index probe per trainer, not a scan of users per row).
  db.raw(
    `(SELECT json_agg(json_build_object('id', t.id, 'name', (SELECT u.name FROM ??.users u WHERE u.id = t.id)) ORDER BY t.place)
      FROM unnest(s.trainer_ids) WITH ORDINALITY AS t(id, place)) AS trainers`,
    [schema],
  ),
  // The spaces open waiting-list offers hold: taken, for whoever reads the list (issue 29).
  heldOffersColumn(db, schema),
];

export const listedSession = (row: ListedSessionRow): ListedSession => ({
  id: row.id,
  shortId: row.short_id,
  course: row.course,
  modules: row.modules,
  dates: row.dates,
  remote: row.remote,
  address: row.address,
  trainers: row.trainers ?? [],
  capacity: row.capacity,
  numberOfConfirmedParticipants: row.confirmed_count,
  spacesRemaining: spacesRemaining(row.capacity, row.confirmed_count, row.held_offers),
  missedEarlierModules: row.missed_earlier_modules ?? false,
});
