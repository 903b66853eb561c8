import type { FastifyInstance, FastifyRequest } from "fastify";
import { message, saveSurveyProgressContract, submissionRespondent, submitEvaluationContract } from "@wellbeing/domain";
import { notAllowed, notLoggedIn, requireRole, routeContract, wordedFor } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, limitedByEach, textFieldOf } from "../infrastructure/rateLimits";
import { saveSurveyProgress } from "./saveSurveyProgress";
import { submitEvaluation, type Submitter } from "./submitEvaluation";

/**
 * Who submits (§6): a participant, or nobody logged in (the pre-course survey only, judged with the
 * body). Logged in in another role (or none chosen): 403 before the answers are read.
 */
const submitterOf = (request: FastifyRequest): Submitter => {
  const { caller, account } = request;
  if (!caller) return { loggedIn: false };
  if (caller.role !== "participant") throw notAllowed();
  return { loggedIn: true, role: caller.role, userId: caller.userId, email: account?.email ?? null };
};

/** The evaluations' commands (§2.15, §7): submitting a survey, saving its progress. */
export const evaluationRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Visitors (nobody logged in) may send the pre-course evaluation: limited per client and per session.
  const visitor = { appliesTo: (request: FastifyRequest) => request.caller === null };
  const tooMany = message("survey.tooManySubmissions");
  routeContract(app, submitEvaluationContract, {
    config: limitedByEach(
      limitedBy(deps.rateLimits.anonymousSubmissions, (request) => `client:${request.ip}`, tooMany, visitor),
      limitedBy(deps.rateLimits.anonymousSubmissionsPerSession, (request) => `session:${textFieldOf(request.body, "sessionId")}`, tooMany, visitor),
    ),
    caller: submitterOf,
    handle: async ({ caller, body, request, reply }) => {
      // Only the pre-course survey opens without logging in (§6): another is the participant's to log in for.
      if (!caller.loggedIn && submissionRespondent(caller, body.surveyType) === "notAllowed") throw notLoggedIn();
      const submitted = orRefuse(await submitEvaluation(deps.store, caller, body, contextOf(request, deps.clock())));
      // The answers now live in the pseudonymous response: the draft that linked them to the person goes.
      if (caller.loggedIn) await deps.surveyDrafts.discard({ personId: caller.userId, sessionId: body.sessionId, surveyType: body.surveyType });
      withConsistencyToken(reply, submitted.position);
      return { message: wordedFor(request, message("survey.submitted")), course: submitted.course, responseId: submitted.responseId };
    },
  });

  routeContract(app, saveSurveyProgressContract, {
    caller: (request) => requireRole(request, ["participant"]),
    handle: async ({ caller, body }) => orRefuse(await saveSurveyProgress(deps, caller.userId, body, deps.clock())),
  });
};
