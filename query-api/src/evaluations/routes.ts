import type { FastifyInstance } from "fastify";
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  participantSurveyStatus,
  participantSurveyStatusContract,
  questionnaireOf,
  surveyDataContract,
  visibleGroups,
  type FormState,
} from "@wellbeing/domain";
import { SurveyDrafts, notFound, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { callingParticipant, requireParticipant } from "../roster/routes";
import { findSession } from "../sessions/queries";
import { answeredSurveys, preCourseShortId, respondentOf, surveySession } from "./queries";

/**
 * The survey's reads (§2.15, §6, §7): the participant's status for a survey (participantSurveyStatus
 * over their responses, found by their pseudonym), and the survey itself: the session's facts, the
 * questionnaire's groups this person sees, and their saved progress.
 */
export const evaluationRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const drafts = new SurveyDrafts(deps.db);

  routeContract(app, participantSurveyStatusContract, {
    caller: requireParticipant,
    handle: async ({ caller, query }) => {
      const session = await findSession(deps.db, deps.schema, { id: query.sessionId });
      if (!session) throw notFound("session");
      const [answered, preCourseAt] = await Promise.all([
        answeredSurveys(deps.db, deps.schema, caller.userId, session.row),
        preCourseShortId(deps.db, deps.schema, caller, session),
      ]);
      return participantSurveyStatus({
        surveyType: query.surveyType,
        shortId: session.row.short_id,
        modules: session.row.modules,
        alreadySubmitted: answered.here.includes(query.surveyType),
        preCourseDone: answered.inCourse.includes("pre-course"),
        preCourseShortId: preCourseAt,
        contentMsg: null,
      });
    },
  });

  routeContract(app, surveyDataContract, {
    handle: async ({ params, request }) => {
      const participant = callingParticipant(request);
      const session = await surveySession(deps.db, deps.schema, params.id, participant);
      if (!session) throw notFound("session");
      const respondent = await respondentOf(deps.db, deps.schema, participant?.userId ?? null);
      const draftKey = participant ? { personId: participant.userId, sessionId: session.row.id, surveyType: params.type } : null;
      return {
        sessionId: session.row.id,
        shortId: session.row.short_id,
        surveyType: params.type,
        course: session.row.course,
        modules: session.row.modules,
        sessionDates: session.row.dates,
        trainerNames: session.view.trainers.map((trainer) => trainer.name),
        remote: session.row.remote,
        questionnaireVersion: CURRENT_QUESTIONNAIRE_VERSION,
        groups: visibleGroups(questionnaireOf(CURRENT_QUESTIONNAIRE_VERSION), params.type, { demographicsKnown: respondent.demographicsKnown }),
        msg: null,
        draft: draftKey ? ((await drafts.read(draftKey)) as FormState | null) : null,
      };
    },
  });
};
