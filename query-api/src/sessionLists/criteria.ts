import type { Knex } from "knex";
import type { Course, DeliveryFilter, SessionFilters, SessionListType, SessionScope } from "@wellbeing/domain";

// The WHERE clauses every session list shares, on `sessions AS s`. People sets (a group, a lead's
// group, the trainers of some local authorities) become uuid arrays matched against the GIN index
// on trainer_ids; periods use the btree on last_date.

/** Which sessions one list (or export) holds: whose, when, and narrowed by the panel's filters. */
export interface SessionCriteria {
  readonly scope: SessionScope;
  readonly filters: SessionFilters;
  /** Upcoming: the last date is today (`today`) or later. */
  readonly type: SessionListType;
  readonly today: string;
  readonly hideTrainerUpskill: boolean;
  /** Sessions with at least one date in this range (the export's occurrence dates). */
  readonly occurring?: { readonly from: string | null; readonly to: string | null };
  /** Only sessions with a free place (the available-sessions list). */
  readonly withFreePlaces?: boolean;
  /** Only sessions of these leads' groups, by the public_leads table (the public schedule). */
  readonly publicLeadsOnly?: boolean;
  /** Only sessions of this course (the results pages). */
  readonly course?: Course;
}

/** Sessions trained by one of these local leads or anyone in their groups. */
const byGroupsOf = (query: Knex.QueryBuilder, schema: string, leadIds: ReadonlyArray<string>) =>
  query.whereRaw("s.trainer_ids && ARRAY(SELECT u.id FROM ??.users u WHERE u.id = ANY(?::uuid[]) OR u.local_lead_id = ANY(?::uuid[]))", [
    schema,
    [...leadIds],
    [...leadIds],
  ]);

/** Whether a delivery filter asks for remote sessions. */
export const byDelivery = (delivery: DeliveryFilter) => delivery === "online";

/** The trainers the public schedule shows (the chosen local leads and their groups): an array; binds the schema twice. */
export const PUBLIC_TRAINERS = "ARRAY(SELECT u.id FROM ??.users u JOIN ??.public_leads p ON u.id = p.lead_id OR u.local_lead_id = p.lead_id)";

export const applyCriteria = (query: Knex.QueryBuilder, schema: string, criteria: SessionCriteria): Knex.QueryBuilder => {
  const { scope, filters } = criteria;
  if (scope.kind === "trainer") void query.whereRaw("s.trainer_ids @> ARRAY[?]::uuid[]", [scope.trainerId]);
  if (scope.kind === "group") void byGroupsOf(query, schema, [scope.leadId]);

  if (filters.trainers.length > 0) void query.whereRaw("s.trainer_ids && ?::uuid[]", [[...filters.trainers]]);
  if (filters.localLeads.length > 0) void byGroupsOf(query, schema, filters.localLeads);
  if (filters.localAuthorities.length > 0) {
    void query.whereRaw("s.trainer_ids && ARRAY(SELECT u.id FROM ??.users u WHERE u.local_authorities && ?::text[])", [schema, [...filters.localAuthorities]]);
  }
  if (filters.delivery) void query.where("s.remote", byDelivery(filters.delivery));
  if (criteria.course) void query.where("s.course", criteria.course);

  if (criteria.type === "upcoming") void query.where("s.last_date", ">=", criteria.today);
  if (criteria.hideTrainerUpskill) void query.whereRaw("NOT (s.modules @> ARRAY['trainer-upskill']::text[])");
  if (criteria.withFreePlaces) void query.whereRaw("s.capacity > s.confirmed_count");
  if (criteria.publicLeadsOnly) void query.whereRaw(`s.trainer_ids && ${PUBLIC_TRAINERS}`, [schema, schema]);
  const occurring = criteria.occurring;
  if (occurring && (occurring.from || occurring.to)) {
    // The range test on first/last date narrows by index; the jsonb test keeps only real occurrences.
    if (occurring.from) void query.where("s.last_date", ">=", occurring.from);
    if (occurring.to) void query.where("s.first_date", "<=", occurring.to);
    void query.whereRaw(
      `EXISTS (SELECT 1 FROM jsonb_array_elements(s.dates) d
        WHERE (?::date IS NULL OR (d->>'sessionDate')::date >= ?::date) AND (?::date IS NULL OR (d->>'sessionDate')::date <= ?::date))`,
      [occurring.from, occurring.from, occurring.to, occurring.to],
    );
  }
  return query;
};

/**
 * Soonest (or latest) last date first, then first date, then id: a total order, so pages never
 * overlap, read straight off the sessions_list_order index in either direction.
 */
export const orderSessions = (query: Knex.QueryBuilder, ascending: boolean): Knex.QueryBuilder => {
  const direction = ascending ? "asc" : "desc";
  return query.orderBy(["s.last_date", "s.first_date", "s.id"].map((column) => ({ column, order: direction })));
};
