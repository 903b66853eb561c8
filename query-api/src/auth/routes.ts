import type { FastifyInstance } from "fastify";
import { anonymousUser, authUserOf } from "@wellbeing/domain";
import { clearSessionCookie } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/** GET /api/users/auth: who the session cookie belongs to, as the §3 Auth user. */
export const authRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.get("/api/users/auth", async (request, reply) => {
    if (!request.caller) return anonymousUser;
    const account = request.account;
    // No account, or none left to use (all archived): logged out.
    if (!account || account.roles.length === 0) {
      clearSessionCookie(reply);
      return anonymousUser;
    }
    return authUserOf(account, request.caller.role);
  });
};
