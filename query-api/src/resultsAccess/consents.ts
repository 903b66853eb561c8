import type { Knex } from "knex";
import { resultsAccessConsentOf } from "@wellbeing/domain";
import type { ResultsAccessConsentRow } from "@wellbeing/platform";

/** Each person's results-access consent as it stands (never chosen: the default), for the results endpoints' rule. */
export const resultsAccessConsents = async (db: Knex, schema: string, personIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, boolean>> => {
  const rows: Array<Pick<ResultsAccessConsentRow, "person_id" | "consent">> =
    personIds.length === 0
      ? []
      : await db
          .withSchema(schema)
          .from("results_access_consents")
          .select("person_id", "consent")
          .whereIn("person_id", [...new Set(personIds)]);
  const recorded = new Map(rows.map((row) => [row.person_id, row.consent]));
  return new Map(personIds.map((id) => [id, resultsAccessConsentOf(recorded.get(id))]));
};

/**
 * The sessions whose answers are withheld from `viewerId` (the domain's sessionResultsAccess, in SQL):
 * a session one of whose trainers withdrew their results-access consent, unless the viewer is one of
 * its trainers. A subquery selecting `id` from `sessions`.
 */
export const sessionsWithheldFrom = (db: Knex, schema: string, viewerId: string): Knex.QueryBuilder =>
  db
    .withSchema(schema)
    .from("sessions as withheld")
    .select("withheld.id")
    .whereRaw("NOT (?::uuid = ANY(withheld.trainer_ids))", [viewerId])
    .whereExists((exists) =>
      exists
        .withSchema(schema)
        .from("results_access_consents as c")
        .select(db.raw("1"))
        .where("c.consent", false)
        .whereRaw("c.person_id = ANY(withheld.trainer_ids)"),
    );
