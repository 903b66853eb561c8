import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  message,
  questionnaireOf,
  responseRateBase,
  resultItemsOf,
  sessionResponsesContract,
  sessionResultsAccess,
  sessionSurveyFigures,
  type QuestionnaireVersion,
  type ResultItem,
  type Role,
  type SurveyType,
} from "@wellbeing/domain";
import { notAllowed, notFound, requestLanguage, routeContract, translatorFor } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { resultsAccessConsents } from "../resultsAccess/consents";
import { sessionManager } from "../sessions/managedSession";
import { findSession, type FoundSession } from "../sessions/queries";
import { releasedSurveyResponses, surveyResponseCount } from "./responses";
import { attendedCount } from "../attendance/queries";

/**
 * The session, when this caller may see its results (§6): whoever manages it; someone who is not one of
 * its trainers only with every trainer's consent (else 403 with §8's text).
 */
const sessionWithResultsFor = async (
  deps: Pick<QueryApiDeps, "db" | "schema">,
  caller: { readonly userId: string; readonly role: Role },
  sessionId: string,
): Promise<FoundSession> => {
  const session = await findSession(deps.db, deps.schema, { id: sessionId });
  if (!session) throw notFound("session");
  const consents = await resultsAccessConsents(
    deps.db,
    deps.schema,
    session.trainers.map((trainer) => trainer.id),
  );
  const access = sessionResultsAccess(caller, {
    trainerIds: session.row.trainer_ids,
    trainers: session.trainers.map((trainer) => ({ userId: trainer.id, localLeadId: trainer.localLeadId, consent: consents.get(trainer.id)! })),
  });
  if (access === "notAllowed") throw notAllowed();
  if (access === "noConsent") throw notAllowed(message("resultsAccess.refused"));
  return session;
};

/** The items each questionnaire version shows, worded for the caller. */
const itemsByVersion = (request: FastifyRequest, surveyType: SurveyType) => {
  const t = translatorFor(requestLanguage(request));
  const worded = new Map<QuestionnaireVersion, ResultItem[]>();
  return (version: QuestionnaireVersion): ResultItem[] => {
    if (!worded.has(version)) worded.set(version, resultItemsOf(questionnaireOf(version).groupsBySurveyType[surveyType], t));
    return worded.get(version)!;
  };
};

/** A session survey's results (§2.16, §3 Survey responses, §7): every response's answers and the overall counts, in the caller's language. */
export const sessionResultsRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, sessionResponsesContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionWithResultsFor(deps, caller, id),
    handle: async ({ permit: session, params, request }) => {
      const itemsOf = itemsByVersion(request, params.surveyType);
      const [rows, responded, came] = await Promise.all([
        releasedSurveyResponses(deps.db, deps.schema, session.row.id, params.surveyType),
        surveyResponseCount(deps.db, deps.schema, session.row.id, params.surveyType),
        attendedCount(deps.db, deps.schema, session.row.id),
      ]);
      // Over those who came (issue 29), or those registered while the register has not been taken.
      const { attendees, basis } = responseRateBase(session.row.confirmed_count, came);
      const figures = sessionSurveyFigures({
        released: rows.map((row) => ({ answers: row.answers, writtenAnswers: row.written_answers, items: itemsOf(row.questionnaire_version) })),
        responded,
        attendees,
      });
      return {
        sessionId: session.row.id,
        shortId: session.row.short_id,
        surveyType: params.surveyType,
        course: session.row.course,
        modules: session.row.modules,
        sessionDates: session.row.dates,
        ...figures,
        attendeesBasis: basis,
      };
    },
  });
};
