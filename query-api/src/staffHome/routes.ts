import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, programmeDate, staffHomeContract, staffHomeScope } from "@wellbeing/domain";
import { problemOf, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { staffHomeOf } from "./staffHomeQueries";

/** GET /api/staff-home: the staff home beside its reach tiles (§2.6), scoped from the token. */
export const staffHomeRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, staffHomeContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: ({ caller }) => {
      const scope = staffHomeScope(caller);
      if (Either.isLeft(scope)) throw problemOf(scope.left);
      return staffHomeOf(deps.db, deps.schema, scope.right, programmeDate(deps.clock()));
    },
  });
};
