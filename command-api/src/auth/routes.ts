import type { FastifyInstance, FastifyReply } from "fastify";
import { LogIn, PRODUCT_TEXTS, ParticipantSignUp, SelectRole, authUserOf, chooseLoginRole } from "@wellbeing/domain";
import { HttpProblem, clearSessionCookie, type Caller, decodeInput, notAllowed, notLoggedIn, requireCaller, setSessionCookie } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { accountViewOf, findAccountByEmail, loadAccount } from "../users/accounts";
import { registerUser } from "../users/registerUser";
import { sendSignUpVerification } from "../users/sendEmailVerification";
import { hashPassword, verifyPassword } from "./passwords";

/** Log in, log out, participant sign-up and choosing the account (spec §2.5, §7). */
export const authRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  const startSession = (reply: FastifyReply, caller: Caller) => setSessionCookie(reply, deps.tokens.issue(caller), deps.secureCookies);

  app.post(
    "/api/login",
    {
      config: {
        rateLimit: {
          max: deps.loginRateLimit.max,
          timeWindow: deps.loginRateLimit.timeWindowMs,
          keyGenerator: (request) => `${request.ip}:${String((request.body as { email?: unknown } | undefined)?.email ?? "").trim().toLowerCase()}`,
          errorResponseBuilder: (_request, context) => new HttpProblem(context.statusCode, { error: PRODUCT_TEXTS.tooManyLogins }),
        },
      },
    },
    async (request, reply) => {
      const input = decodeInput(LogIn, request.body);
      const account = await findAccountByEmail(deps.store, deps.emailIndex, input.email);
      const passwordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
      if (!account || !passwordMatches) throw new HttpProblem(401, { error: PRODUCT_TEXTS.invalidCredentials });
      // Every account the person held is archived (staff directory): nothing left to log in to.
      if (account.roles.length === 0) throw new HttpProblem(403, { error: PRODUCT_TEXTS.staffAccountArchived });
      const role = chooseLoginRole(account.roles, input.loginRole);
      startSession(reply, { userId: account.userId, role, roles: account.roles });
      return authUserOf(accountViewOf(account), role);
    },
  );

  app.post("/api/logout", async (_request, reply) => {
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.post("/api/participant", async (request, reply) => {
    const input = decodeInput(ParticipantSignUp, request.body);
    const passwordHash = await hashPassword(input.password);
    const { userId, position } = orRefuse(
      await registerUser(
        deps,
        { email: input.email, name: input.name, passwordHash, roles: ["participant"], organisation: null, localAuthorities: [], localLeadId: null },
        contextOf(request, deps.clock()),
      ),
    );
    await sendSignUpVerification(deps, userId, contextOf(request, deps.clock()), (error) => request.log.error({ err: error }, "sign-up verification e-mail failed"));
    startSession(reply, { userId, role: "participant", roles: ["participant"] });
    return withConsistencyToken(reply, position)
      .status(201)
      .send(
        authUserOf(
          { userId, name: input.name, email: input.email, roles: ["participant"], localLeadId: null, organisation: null, localAuthorities: [], emailVerified: false, pendingEmail: null },
          "participant",
        ),
      );
  });

  app.post("/api/select-role", async (request, reply) => {
    const caller = requireCaller(request);
    const { role } = decodeInput(SelectRole, request.body);
    const account = await loadAccount(deps.store, caller.userId);
    if (!account) throw notLoggedIn();
    if (role !== null && !account.roles.includes(role)) throw notAllowed();
    startSession(reply, { userId: account.userId, role, roles: account.roles });
    return authUserOf(accountViewOf(account), role);
  });
};
