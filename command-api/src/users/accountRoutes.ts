import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import {
  ROLES,
  accountViewOf,
  authUserOf,
  changePasswordContract,
  deleteAccountContract,
  forgotPasswordContract,
  resetPasswordContract,
  updateAccountDetailsContract,
  type DomainError,
  message,
} from "@wellbeing/domain";
import {
  SMALL_FORM_BODY_LIMIT,
  clearSessionCookie,
  notAllowed,
  orBadInput,
  requireCaller,
  requireRole,
  routeContract,
  setSessionCookie,
  withCorrelationId,
  wordedFor,
} from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, personOrClient, textFieldOf } from "../infrastructure/rateLimits";
import { changePassword } from "./changePassword";
import { deleteAccount } from "./deleteAccount";
import { requestPasswordReset, sendPasswordReset } from "./forgotPassword";
import { refusalOf } from "./refusals";
import { resetPassword } from "./resetPassword";
import { updateAccountDetails } from "./updateAccountDetails";

/** The one write reached by GET (the contract of §7), with or without its trailing slash. */
export const FORGET_PASSWORD_PATH = forgotPasswordContract.path;

const orRefuseWith = <A>(result: Either.Either<A, DomainError>): A => {
  if (Either.isLeft(result)) throw refusalOf(result.left);
  return result.right;
};

/** Forgotten password, reset, change, account details and deletion (spec §2.5, §7, §8). */
export const accountRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  // Every command API works the recorded requests (its own at once); a failed try is tried again later.
  await deps.passwordResets.start((error) => app.log.error({ err: error }, "password reset queue"));
  await deps.passwordResets.work((attempt) =>
    withCorrelationId(attempt.job.correlationId, () =>
      sendPasswordReset(deps, attempt).catch((error: unknown) => {
        app.log.error({ err: error, correlationId: attempt.job.correlationId }, "password reset e-mail failed; it is tried again later");
        throw error;
      }),
    ),
  );
  app.addHook("onClose", () => deps.passwordResets.stop());

  routeContract(app, forgotPasswordContract, {
    withTrailingSlash: true,
    config: limitedBy(
      deps.rateLimits.accountEmails,
      (request) => `forget:${request.ip}:${textFieldOf(request.query, "email")}`,
      message("rateLimit.tooManyAccountEmails"),
    ),
    handle: async ({ query: { email }, request }) => {
      await requestPasswordReset(deps, email, contextOf(request, deps.clock()));
      return { message: wordedFor(request, message("account.resetEmailSent")) };
    },
  });

  routeContract(app, resetPasswordContract, {
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    config: limitedBy(deps.rateLimits.login, (request) => `reset:${request.ip}`, message("account.tooManyRequests")),
    handle: async ({ body, request, reply }) => {
      const position = orRefuseWith(await resetPassword(deps, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { message: wordedFor(request, message("account.passwordResetDone")) };
    },
  });

  routeContract(app, changePasswordContract, {
    config: limitedBy(deps.rateLimits.login, (request) => `change:${personOrClient(request)}`, message("account.tooManyRequests")),
    caller: requireCaller,
    handle: async ({ caller, body, request, reply }) => {
      if (body.userId !== caller.userId) throw notAllowed();
      const { position, account } = orRefuseWith(await changePassword(deps, caller.userId, body, contextOf(request, deps.clock())));
      // Every other session of the person ends with the old password; this one goes on with a new token.
      setSessionCookie(
        reply,
        deps.tokens.issue({ userId: account.userId, role: caller.role, roles: account.roles, generation: account.credentialGeneration }),
        deps.secureCookies,
      );
      withConsistencyToken(reply, position);
      return { message: wordedFor(request, message("account.passwordChanged")) };
    },
  });

  routeContract(app, updateAccountDetailsContract, {
    caller: (request) => requireRole(request, ROLES),
    handle: async ({ caller, body: judgedAs, request, reply }) => {
      const details = orBadInput(judgedAs(caller.role));
      const { account, position } = orRefuseWith(
        await updateAccountDetails(deps, { userId: caller.userId, role: caller.role }, details, contextOf(request, deps.clock()), (error) =>
          request.log.error({ err: error }, "verification e-mail of a new address failed"),
        ),
      );
      withConsistencyToken(reply, position);
      return authUserOf(accountViewOf(account), caller.role);
    },
  });

  routeContract(app, deleteAccountContract, {
    caller: requireCaller,
    handle: async ({ caller, params, request, reply }) => {
      if (params.id !== caller.userId) throw notAllowed();
      const position = orRefuseWith(await deleteAccount(deps, caller.userId, contextOf(request, deps.clock())));
      clearSessionCookie(reply);
      withConsistencyToken(reply, position);
      return { message: wordedFor(request, message("account.accountDeleted")) };
    },
  });
};
