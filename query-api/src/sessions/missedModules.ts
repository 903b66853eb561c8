import type { Knex } from "knex";

// The missed-module rule of the domain (attendeesWhoMissedPreviousModule) in SQL, on `sessions AS s`
// and its roster entry `roster_entries AS a`; an integration test checks both on the same story.
// Addresses are compared as stored: every roster address is normalised (lowercased) when written,
// which keeps the lookup on the roster_entries_email index.

/** The module before s's lowest numbered module (previousModuleOf); null for Module 1 or none. */
const PREVIOUS_MODULE = `CASE WHEN '1' = ANY(s.modules) THEN NULL WHEN '2' = ANY(s.modules) THEN '1' WHEN '3' = ANY(s.modules) THEN '2' END`;

/**
 * `a` is a confirmed attendee of `s` with no confirmed place on another session of the same course
 * that includes the previous module and was over by s's first date (the same day counts), that they
 * came to: that session's register says so, or was never taken (issue 29).
 */
const MISSED_PREVIOUS_MODULE = `a.status = 'confirmed' AND a.email IS NOT NULL AND ${PREVIOUS_MODULE} IS NOT NULL
  AND NOT EXISTS (
    SELECT 1 FROM ??.roster_entries o JOIN ??.sessions p ON p.id = o.session_id
    WHERE o.email = a.email AND o.status = 'confirmed' AND p.id <> s.id AND p.course = s.course
      AND p.modules @> ARRAY[${PREVIOUS_MODULE}]::text[] AND p.last_date <= s.first_date
      AND (NOT EXISTS (SELECT 1 FROM ??.attendance_marks m WHERE m.session_id = p.id)
        OR EXISTS (SELECT 1 FROM ??.attendance_marks m WHERE m.session_id = p.id AND m.person_key = o.person_key AND m.mark = 'attended')))`;

/** The schema bindings MISSED_PREVIOUS_MODULE takes: one per table it names. */
const missedBindings = (schema: string) => [schema, schema, schema, schema];

/** A column for a list's page: whether some attendee of `s` missed the previous module (the warning icon). */
export const missedEarlierModulesColumn = (db: Knex, schema: string): Knex.Raw =>
  db.raw(`EXISTS (SELECT 1 FROM ??.roster_entries a WHERE a.session_id = s.id AND ${MISSED_PREVIOUS_MODULE}) AS missed_earlier_modules`, [
    schema,
    ...missedBindings(schema),
  ]);

/** The addresses of a session's attendees who missed the previous module, sorted, once each (Manage Session's banner). */
export const attendeesWhoMissedPreviousModule = async (db: Knex, schema: string, sessionId: string): Promise<string[]> => {
  const rows: Array<{ email: string }> = await db
    .withSchema(schema)
    .from("roster_entries as a")
    .join("sessions as s", "s.id", "a.session_id")
    .where("a.session_id", sessionId)
    .whereRaw(MISSED_PREVIOUS_MODULE, missedBindings(schema))
    .distinct("a.email as email");
  return rows.map((row) => row.email).sort();
};

/** A column: how many of `s`'s attendees missed the previous module (the staff home's item counts them). */
export const missedEarlierModulesCountColumn = (db: Knex, schema: string): Knex.Raw =>
  db.raw(`(SELECT count(DISTINCT a.email)::int FROM ??.roster_entries a WHERE a.session_id = s.id AND ${MISSED_PREVIOUS_MODULE}) AS missed_earlier_modules`, [
    schema,
    ...missedBindings(schema),
  ]);
