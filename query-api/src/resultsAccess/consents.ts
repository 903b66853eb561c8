import type { Knex } from "knex";
import { resultsAccessConsentOf } from "@wellbeing/domain";
import type { ResultsAccessConsentRow } from "@wellbeing/projector/readModels";

/** Each person's results-access consent as it stands (never chosen: the default), for the results endpoints' rule. */
export const resultsAccessConsents = async (db: Knex, schema: string, personIds: ReadonlyArray<string>): Promise<ReadonlyMap<string, boolean>> => {
  const rows: Array<Pick<ResultsAccessConsentRow, "person_id" | "consent">> =
    personIds.length === 0 ? [] : await db.withSchema(schema).from("results_access_consents").select("person_id", "consent").whereIn("person_id", [...new Set(personIds)]);
  const recorded = new Map(rows.map((row) => [row.person_id, row.consent]));
  return new Map(personIds.map((id) => [id, resultsAccessConsentOf(recorded.get(id))]));
};
