import type { FastifyInstance } from "fastify";
import { accountViewOf, anonymousUser, authUserContract, authUserOf } from "@wellbeing/domain";
import { clearSessionCookie, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/**
 * GET /api/users/auth: who the session cookie belongs to, as the §3 Auth user. Answered from the
 * person's own user stream (the request hook judged the token there), so it is never behind what
 * they just did and never logs out a person the read models haven't caught up with.
 */
export const authRoutes = async (app: FastifyInstance, _deps: QueryApiDeps): Promise<void> => {
  routeContract(app, authUserContract, {
    handle: async ({ request, reply }) => {
      const { caller, account } = request;
      if (!caller || !account) return anonymousUser;
      // Every account the person held is archived: nothing is left to be logged in to.
      if (account.roles.length === 0) {
        clearSessionCookie(reply);
        return anonymousUser;
      }
      return authUserOf(accountViewOf(account), caller.role);
    },
  });
};
