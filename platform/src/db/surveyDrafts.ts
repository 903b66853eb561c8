import type { Knex } from "knex";

/**
 * A logged-in participant's answers so far to a session's survey, saved as they go and resumed on any
 * device (§2.15). A mutable row, not an event: a draft links a person to their answers, so it must be
 * possible to delete it for good, which it is when the survey is submitted (the response then carries
 * only the pseudonym) and when the person deletes their account. The command API writes it; the query
 * API answers it with the survey.
 */
export const SURVEY_DRAFTS_SQL = `
CREATE TABLE IF NOT EXISTS survey_drafts (
  person_id uuid NOT NULL,
  session_id uuid NOT NULL,
  survey_type text NOT NULL,
  form_state jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (person_id, session_id, survey_type)
);`;

interface SurveyDraftKey {
  readonly personId: string;
  readonly sessionId: string;
  readonly surveyType: string;
}

/** The saved drafts: one per person, session and survey type, the latest save standing. */
export class SurveyDrafts {
  constructor(private readonly db: Knex) {}

  async save(key: SurveyDraftKey, formState: unknown, savedAt: Date): Promise<void> {
    await this.db.raw(
      `INSERT INTO survey_drafts (person_id, session_id, survey_type, form_state, saved_at) VALUES (?, ?, ?, ?::jsonb, ?)
       ON CONFLICT (person_id, session_id, survey_type) DO UPDATE SET form_state = EXCLUDED.form_state, saved_at = EXCLUDED.saved_at`,
      [key.personId, key.sessionId, key.surveyType, JSON.stringify(formState), savedAt],
    );
  }

  /** The draft's answers as saved, or null. */
  async read(key: SurveyDraftKey): Promise<unknown> {
    const row: { form_state: unknown } | undefined = await this.db("survey_drafts")
      .where({ person_id: key.personId, session_id: key.sessionId, survey_type: key.surveyType })
      .first("form_state");
    return row?.form_state ?? null;
  }

  async discard(key: SurveyDraftKey): Promise<void> {
    await this.db("survey_drafts").where({ person_id: key.personId, session_id: key.sessionId, survey_type: key.surveyType }).delete();
  }

  /** Every draft of a person (their account is being deleted). */
  async discardAllOf(personId: string): Promise<void> {
    await this.db("survey_drafts").where({ person_id: personId }).delete();
  }
}
