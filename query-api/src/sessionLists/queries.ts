import type { Knex } from "knex";
import type { SessionPage } from "@wellbeing/domain";
import { missedEarlierModulesColumn } from "../sessions/missedModules";
import { applyCriteria, orderSessions, type SessionCriteria } from "./criteria";
import { listedSession, listedSessionColumns, type ListedSession, type ListedSessionRow } from "./view";

export interface SessionListPage {
  readonly sessions: ReadonlyArray<ListedSession>;
  /** How many sessions match in all pages. */
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** One page of the sessions matching the criteria, without their count (a list that counts them its own way). */
export const sessionPage = async (
  db: Knex,
  schema: string,
  criteria: SessionCriteria,
  page: Pick<SessionPage, "page" | "pageSize" | "sortAscending">,
  withWarnings = false,
): Promise<ListedSession[]> => {
  // The page is chosen on the bare rows (the order index, no per-row work for skipped rows); the
  // trainers' names and the warnings are looked up for its rows only.
  const pageRows = orderSessions(applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria).select("s.*"), page.sortAscending)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  const columns = [...listedSessionColumns(db, schema), ...(withWarnings ? [missedEarlierModulesColumn(db, schema)] : [])];
  const rows = (await orderSessions(db.select(columns).from(pageRows.as("s")), page.sortAscending)) as ListedSessionRow[];
  return rows.map(listedSession);
};

/**
 * One page of the sessions matching the criteria, and how many match: filtered, sorted and paged in
 * SQL. `withWarnings` (the staff lists) also tells per row whether attendees missed the previous module.
 */
export const listSessions = async (...asked: Parameters<typeof sessionPage>): Promise<SessionListPage> => {
  const [db, schema, criteria, page] = asked;
  const [sessions, counted] = await Promise.all([
    sessionPage(...asked),
    applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria).count({ total: "*" }).first() as Promise<
      { total: number | string } | undefined
    >,
  ]);
  return { sessions, total: Number(counted?.total ?? 0), page: page.page, pageSize: page.pageSize };
};

/** Every session matching the criteria, soonest last date first (short lists: one trainer's or group's free sessions). */
export const allSessions = async (db: Knex, schema: string, criteria: SessionCriteria, limit: number): Promise<ListedSession[]> => {
  const rows = (await orderSessions(applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria), true)
    .select(listedSessionColumns(db, schema))
    .limit(limit)) as ListedSessionRow[];
  return rows.map(listedSession);
};
