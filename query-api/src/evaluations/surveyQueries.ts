import type { Knex } from "knex";
import { isCourse, type Course, type SurveyType } from "@wellbeing/domain";
import type { EvaluationRespondentRow, EvaluationResponseRow } from "@wellbeing/projector/readModels";
import { findSession, type FoundSession } from "../sessions/sessionQueries";
import { ownSessionsOf } from "../participantHome/journeyQueries";
import type { RosterParticipant } from "../roster/rosterQueries";

/** What the survey endpoints know of the caller as a respondent: their pseudonym (null before their first response) and whether their demographics are known. */
export interface RespondentFacts {
  readonly pseudonym: string | null;
  readonly demographicsKnown: boolean;
}

const NO_RESPONSES: RespondentFacts = { pseudonym: null, demographicsKnown: false };

export const respondentOf = async (db: Knex, schema: string, personId: string | null): Promise<RespondentFacts> => {
  if (personId === null) return NO_RESPONSES;
  const row = await db.withSchema(schema).from<EvaluationRespondentRow>("evaluation_respondents").where({ person_id: personId }).first();
  return row ? { pseudonym: row.pseudonym, demographicsKnown: row.demographics_known } : NO_RESPONSES;
};

/** The survey types a respondent answered: for one session, or (with a course) any session of that course. */
export const answeredSurveys = async (
  db: Knex,
  schema: string,
  pseudonym: string | null,
  where: { readonly sessionId: string } | { readonly course: Course },
): Promise<SurveyType[]> => {
  if (pseudonym === null) return [];
  const query = db.withSchema(schema).from<EvaluationResponseRow>("evaluation_responses").where({ respondent: pseudonym });
  const rows: Array<Pick<EvaluationResponseRow, "survey_type">> = await ("sessionId" in where ? query.andWhere({ session_id: where.sessionId }) : query.andWhere({ course: where.course })).select("survey_type");
  return rows.map((row) => row.survey_type);
};

/**
 * The session a survey link names (§9): `/survey/<shortId>/<type>`, or for a follow-up
 * `/survey/<course>/<type>`, the logged-in participant's latest session of that course (none for
 * anyone else: a follow-up link names no session of its own).
 */
export const surveySession = async (db: Knex, schema: string, id: string, participant: RosterParticipant | null): Promise<FoundSession | null> => {
  if (!isCourse(id)) return findSession(db, schema, { short_id: id });
  if (participant === null) return null;
  const latest = (await ownSessionsOf(db, schema, participant)).filter(({ session }) => session.course === id).at(-1);
  return latest ? findSession(db, schema, { id: latest.session.id }) : null;
};

/** Where a participant answers the course's pre-course evaluation: their Module 1 session of the course, else this one. */
export const preCourseShortId = async (db: Knex, schema: string, participant: RosterParticipant, session: FoundSession): Promise<string> => {
  const own = await ownSessionsOf(db, schema, participant);
  return own.find(({ session: candidate }) => candidate.course === session.row.course && candidate.modules.includes("1"))?.session.shortId ?? session.row.short_id;
};
