import type { Knex } from "knex";
import { NO_FILTERS, type Course, type Module, type SessionPlace } from "@wellbeing/domain";
import { applyCriteria, orderSessions } from "../sessionLists/criteria";
import { listedSession, listedSessionColumns, type ListedSession, type ListedSessionRow } from "../sessionLists/view";

/** A session's local authorities: its trainers' (the print page's region), as nearness reads them. */
const localAuthoritiesColumn = (db: Knex, schema: string) =>
  db.raw(
    `ARRAY(SELECT DISTINCT authority FROM ??.users u, unnest(u.local_authorities) AS authority WHERE u.id = ANY(s.trainer_ids) ORDER BY authority) AS local_authorities`,
    [schema],
  );

/** How many of a module's upcoming sessions are weighed for nearness: far more than a course runs in a few months. */
const CANDIDATES = 200;

type NextModuleCandidate = ListedSession & SessionPlace;

/**
 * The sessions one could book for a module now, as the public schedule lists them (upcoming, the
 * chosen local leads' groups, Trainer Upskill left out) with a free place, of the course and
 * teaching the module, soonest first, each with its local authorities.
 */
export const bookableSessionsOf = async (db: Knex, schema: string, course: Course, module: Module, today: string): Promise<NextModuleCandidate[]> => {
  const criteria = {
    scope: { kind: "all" } as const,
    filters: NO_FILTERS,
    type: "upcoming" as const,
    today,
    hideTrainerUpskill: true,
    withFreePlaces: true,
    publicLeadsOnly: true,
    course,
  };
  const query = applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria).whereRaw("s.modules @> ARRAY[?]::text[]", [module]);
  const rows = (await orderSessions(query, true)
    .select([...listedSessionColumns(db, schema), localAuthoritiesColumn(db, schema)])
    .limit(CANDIDATES)) as Array<ListedSessionRow & { local_authorities: string[] }>;
  return rows.map((row) => ({ ...listedSession(row), localAuthorities: row.local_authorities }));
};

/** Where one session happens, as nearness reads it; null for a session no longer listed. */
export const placeOfSession = async (db: Knex, schema: string, sessionId: string): Promise<SessionPlace | null> => {
  const row = (await db
    .withSchema(schema)
    .from("sessions as s")
    .where("s.id", sessionId)
    .first(["s.remote", "s.address", localAuthoritiesColumn(db, schema)])) as
    (Pick<ListedSessionRow, "remote" | "address"> & { local_authorities: string[] }) | undefined;
  return row ? { remote: row.remote, address: row.address, localAuthorities: row.local_authorities } : null;
};
