import type { FastifyInstance, FastifyRequest } from "fastify";
import { message, saveSurveyProgressContract, submissionRespondent, submitEvaluationContract } from "@wellbeing/domain";
import { notAllowed, notLoggedIn, requireRole, routeContract, wordedFor } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { linkedSubmitter } from "./linkedRespondent";
import { limitedBy, limitedByEach, textFieldOf } from "../infrastructure/rateLimits";
import { saveSurveyProgress } from "./saveSurveyProgress";
import { submitEvaluation, type Submitter } from "./submitEvaluation";

/**
 * Who submits (§6): a participant, or nobody logged in (null: the pre-course survey only, judged with
 * the body, and their link's token). Logged in in another role (or none chosen): 403 before the answers are read.
 */
const submitterOf = (request: FastifyRequest): Submitter | null => {
  const { caller, account } = request;
  if (!caller) return null;
  if (caller.role !== "participant") throw notAllowed();
  return { kind: "participant", userId: caller.userId, email: account?.email ?? null };
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
      if (!caller && submissionRespondent({ loggedIn: false }, body.surveyType) === "notAllowed") throw notLoggedIn();
      // Logged in, the account answers; else the link e-mailed to them says who (issue 25), or nobody.
      const submitter = caller ?? orRefuse(await linkedSubmitter(deps, body.sessionId, body.linkToken));
      const submitted = orRefuse(await submitEvaluation(deps.store, submitter, body, contextOf(request, deps.clock())));
      // The answers now live in the pseudonymous response: the draft that linked them to the person goes.
      if (submitter.kind === "participant")
        await deps.surveyDrafts.discard({ personId: submitter.userId, sessionId: body.sessionId, surveyType: body.surveyType });
      withConsistencyToken(reply, submitted.position);
      return { message: wordedFor(request, message("survey.submitted")), course: submitted.course, responseId: submitted.responseId };
    },
  });

  routeContract(app, saveSurveyProgressContract, {
    caller: (request) => requireRole(request, ["participant"]),
    handle: async ({ caller, body }) => orRefuse(await saveSurveyProgress(deps, caller.userId, body, deps.clock())),
  });
};
