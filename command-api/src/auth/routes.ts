import type { FastifyInstance, FastifyReply } from "fastify";
import {
  accountViewOf,
  authUserOf,
  chooseLoginRole,
  logInContract,
  logOutContract,
  participantSignUpContract,
  selectRoleContract,
  message,
} from "@wellbeing/domain";
import {
  HttpProblem,
  SMALL_FORM_BODY_LIMIT,
  clearSessionCookie,
  notAllowed,
  requestLanguage,
  requireAccount,
  routeContract,
  setSessionCookie,
  type TokenSubject,
} from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { limitedBy, limitedByEach, textFieldOf } from "../infrastructure/rateLimits";
import { findAccountByEmail } from "../users/accounts";
import { registerUser } from "../users/registerUser";
import { logOut } from "./logOut";
import { sendSignUpVerification } from "../users/sendEmailVerification";
import { hashPassword, verifyPassword } from "./passwords";

/** Log in, log out, participant sign-up and choosing the account (spec §2.5, §7). */
export const authRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const startSession = (reply: FastifyReply, subject: TokenSubject) => setSessionCookie(reply, deps.tokens.issue(subject), deps.secureCookies);

  routeContract(app, logInContract, {
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    config: limitedByEach(
      limitedBy(deps.rateLimits.login, (request) => `${request.ip}:${textFieldOf(request.body, "email")}`, message("product.tooManyLogins")),
      // Password spraying: wrong passwords from one client across every address.
      limitedBy(deps.rateLimits.loginFailuresPerClient, (request) => `client:${request.ip}`, message("product.tooManyLogins"), { countsOnly: 401 }),
    ),
    handle: async ({ body: input, reply }) => {
      const account = await findAccountByEmail(deps.store, deps.emailIndex, input.email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
      if (!account || !passwordMatches) throw new HttpProblem(401, { error: message("product.invalidCredentials") });
      // Every account the person held is archived (staff directory): nothing left to log in to.
      if (account.roles.length === 0) throw new HttpProblem(403, { error: message("product.staffAccountArchived") });
      const role = chooseLoginRole(account.roles, input.loginRole);
      startSession(reply, { userId: account.userId, role, roles: account.roles, generation: account.credentialGeneration });
      return authUserOf(accountViewOf(account), role);
    },
  });

  // Ends this session for good: its token is recorded as logged out, so a copy of the cookie no longer works either.
  routeContract(app, logOutContract, {
    handle: async ({ request, reply }) => {
      const position = request.caller ? await logOut(deps, request.caller, contextOf(request, deps.clock())) : null;
      clearSessionCookie(reply);
      withConsistencyToken(reply, position);
    },
  });

  const signUpLimit = limitedBy(deps.rateLimits.signUp, (request) => `signUp:${request.ip}`, message("rateLimit.tooManySignUps"));
  routeContract(app, participantSignUpContract, {
    bodyLimit: SMALL_FORM_BODY_LIMIT,
    config: signUpLimit,
    handle: async ({ body: input, request, reply }) => {
      const passwordHash = await hashPassword(input.password);
      const language = input.language ?? requestLanguage(request);
      const { userId, position } = orRefuse(
        await registerUser(
          deps,
          { email: input.email, name: input.name, passwordHash, roles: ["participant"], organisation: null, localAuthorities: [], localLeadId: null, language },
          contextOf(request, deps.clock()),
        ),
      );
      await sendSignUpVerification(deps, userId, contextOf(request, deps.clock()), (error) =>
        request.log.error({ err: error }, "sign-up verification e-mail failed"),
      );
      startSession(reply, { userId, role: "participant", roles: ["participant"], generation: 0 });
      withConsistencyToken(reply, position);
      return authUserOf(
        {
          userId,
          name: input.name,
          email: input.email,
          roles: ["participant"],
          localLeadId: null,
          organisation: null,
          localAuthorities: [],
          emailVerified: false,
          pendingEmail: null,
          language,
          nextUpgradeToTttStep: null,
        },
        "participant",
      );
    },
  });

  routeContract(app, selectRoleContract, {
    caller: requireAccount,
    handle: async ({ caller: { account }, body: { role }, reply }) => {
      if (role !== null && !account.roles.includes(role)) throw notAllowed();
      startSession(reply, { userId: account.userId, role, roles: account.roles, generation: account.credentialGeneration });
      return authUserOf(accountViewOf(account), role);
    },
  });
};
