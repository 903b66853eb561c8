// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.

/** `results_access_consents`: a person's recorded consent to their lead and admins seeing their results; no row: never chosen (given by default). */
export interface ResultsAccessConsentRow extends Record<string, unknown> {
  person_id: string;
  consent: boolean;
  recorded_at: Date | string;
}
