import type { Knex } from "knex";
import { isCourse, type Course, type SurveyType } from "@wellbeing/domain";
import type { EvaluationRespondentRow, EvaluationResponseRow } from "@wellbeing/platform";
import { findSession, type FoundSession } from "../sessions/queries";
import { ownSessionsOf } from "../participantHome/journeyQueries";
import type { RosterParticipant } from "../roster/queries";

/** What the survey endpoints know of the caller as a respondent: their pseudonym (null before their first response) and whether their demographics are known. */
interface RespondentFacts {
  readonly pseudonym: string | null;
  readonly demographicsKnown: boolean;
}

const NO_RESPONSES: RespondentFacts = { pseudonym: null, demographicsKnown: false };

export const respondentOf = async (db: Knex, schema: string, personId: string | null): Promise<RespondentFacts> => {
  if (personId === null) return NO_RESPONSES;
  const row = await db.withSchema(schema).from<EvaluationRespondentRow>("evaluation_respondents").where({ person_id: personId }).first();
  return row ? { pseudonym: row.pseudonym, demographicsKnown: row.demographics_known } : NO_RESPONSES;
};

/** The survey types a person answered (under their pseudonym) for a session, and for any session of its course: one read. */
export const answeredSurveys = async (
  db: Knex,
  schema: string,
  personId: string,
  session: { readonly id: string; readonly course: Course },
): Promise<{ readonly here: SurveyType[]; readonly inCourse: SurveyType[] }> => {
  const rows: Array<Pick<EvaluationResponseRow, "session_id" | "course" | "survey_type">> = await db
    .withSchema(schema)
    .from("evaluation_responses as response")
    .join("evaluation_respondents as respondent", "respondent.pseudonym", "response.respondent")
    .select("response.session_id", "response.course", "response.survey_type")
    .where("respondent.person_id", personId)
    .andWhere((where) => void where.where("response.session_id", session.id).orWhere("response.course", session.course));
  return {
    here: rows.flatMap((row) => (row.session_id === session.id ? [row.survey_type] : [])),
    inCourse: rows.flatMap((row) => (row.course === session.course ? [row.survey_type] : [])),
  };
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
  return (
    own.find(({ session: candidate }) => candidate.course === session.row.course && candidate.modules.includes("1"))?.session.shortId ?? session.row.short_id
  );
};
