import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, staffHomeContract, type StaffHomeAnswer } from "@wellbeing/domain";
import { problemOf, requireRole, routeContract } from "@wellbeing/platform";
import { SharedReads, routePositions } from "../consistency/sharedReads";
import type { QueryApiDeps } from "../deps";
import { staffHomeRead } from "./queries";

/** GET /api/staff-home: the staff home beside its reach tiles (§2.6), scoped from the token. */
export const staffHomeRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Every admin's home is the same answer, as is every dashboard of one trainer or group: computed once per commit.
  const shared = new SharedReads<StaffHomeAnswer>(routePositions(deps.watermark, staffHomeContract));
  routeContract(app, staffHomeContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: ({ caller }) => {
      const read = staffHomeRead(deps, caller);
      if (Either.isLeft(read)) throw problemOf(read.left);
      return shared.read(read.right.question, read.right.answer);
    },
  });
};
