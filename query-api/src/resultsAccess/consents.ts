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
 * its trainers. A subquery selecting `id` from `sessions`; it starts from the few withdrawn consents
 * (`withdrawn`, when the caller read them already) and finds their sessions by the trainers' GIN index,
 * rather than testing every session.
 */
export const sessionsWithheldFrom = (db: Knex, schema: string, viewerId: string, withdrawn: ReadonlyArray<string> | null = null): Knex.QueryBuilder =>
  db
    .withSchema(schema)
    .from("sessions as withheld")
    .select("withheld.id")
    .modify((query) =>
      withdrawn
        ? query.whereRaw("withheld.trainer_ids && ?::uuid[]", [[...withdrawn]])
        : query.whereRaw("withheld.trainer_ids && ARRAY(SELECT c.person_id FROM ??.results_access_consents c WHERE NOT c.consent)", [schema]),
    )
    .whereRaw("NOT (?::uuid = ANY(withheld.trainer_ids))", [viewerId]);

/** The people who withdrew their results-access consent (a few, if any): `withdrawn` for sessionsWithheldFrom. */
export const withdrawnResultsAccess = async (db: Knex, schema: string): Promise<string[]> =>
  (
    (await db.withSchema(schema).from("results_access_consents").select("person_id").where("consent", false)) as Array<
      Pick<ResultsAccessConsentRow, "person_id">
    >
  ).map((row) => row.person_id);
