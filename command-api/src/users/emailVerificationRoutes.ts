import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { sendEmailVerificationContract, verifyEmailContract, message } from "@wellbeing/domain";
import { HttpProblem, SMALL_FORM_BODY_LIMIT, requireCaller, routeContract, wordedFor } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient } from "../infrastructure/rateLimits";
import { refusalOf } from "./refusals";
import { sendEmailVerification } from "./sendEmailVerification";
import { verifyEmail } from "./verifyEmail";

/** Proving an e-mail address (issue 9): asking for a new link, and following one. */
export const emailVerificationRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Sends e-mail: limited per person, with the other account e-mails.
  const perPerson = limitedBy(
    deps.rateLimits.accountEmails,
    (request) => `verification-email:${personOrClient(request)}`,
    message("rateLimit.tooManyAccountEmails"),
  );
  routeContract(app, sendEmailVerificationContract, {
    config: perPerson,
    caller: requireCaller,
    handle: async ({ caller, request, reply }) => {
      const sent = orRefuse(
        await sendEmailVerification(deps, caller.userId, contextOf(request, deps.clock()), (error) =>
          request.log.error({ err: error }, "verification e-mail failed"),
        ),
      );
      if (!sent.delivered) throw new HttpProblem(502, { error: message("mail.mailServerDown") });
      withConsistencyToken(reply, sent.position);
      return { message: wordedFor(request, message("emailVerification.linkSent", { email: sent.email })), email: sent.email };
    },
  });

  // Anyone: the token is the proof. Limited per client, like the password reset.
  const perClient = limitedBy(deps.rateLimits.login, (request) => `verify-email:${request.ip}`, message("account.tooManyRequests"));
  routeContract(app, verifyEmailContract, {
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    config: perClient,
    handle: async ({ body, request, reply }) => {
      const verified = await verifyEmail(deps, body, contextOf(request, deps.clock()));
      if (Either.isLeft(verified)) throw refusalOf(verified.left);
      withConsistencyToken(reply, verified.right);
      return { message: wordedFor(request, message("emailVerification.verified")) };
    },
  });
};
