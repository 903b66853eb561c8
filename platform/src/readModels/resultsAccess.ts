import type { ReadModelTables } from "./tables";

/** `results_access_consents`: a person's recorded consent to their lead and admins seeing their results; no row: never chosen (given by default). */
export interface ResultsAccessConsentRow extends Record<string, unknown> {
  person_id: string;
  consent: boolean;
  recorded_at: Date | string;
}

/** The results-access consents read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const resultsAccessTables: ReadModelTables = {
  tables: ["results_access_consents"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.results_access_consents (
        person_id uuid PRIMARY KEY,
        consent boolean NOT NULL,
        recorded_at timestamptz NOT NULL
      )`,
      [schema],
    );
  },
};
