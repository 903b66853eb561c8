import type { FastifyInstance } from "fastify";
import { checkInCodeContract, checkInWindow, pathTo, registerContract } from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { sessionManager, sessionToManage } from "../sessions/managedSession";
import { checkInDayOf, registerOf } from "./queries";

/** The register's reads (issue 29): staff who may manage the session see its register and today's check-in code. */
export const attendanceRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, registerContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionToManage(deps, caller, id),
    handle: ({ permit }) => registerOf(deps.db, deps.schema, permit.row, deps.clock()),
  });

  routeContract(app, checkInCodeContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionToManage(deps, caller, id),
    handle: async ({ permit }) => {
      const day = checkInDayOf(permit.row, deps.clock());
      if (!day) return { code: null };
      const { opensAt, closesAt } = checkInWindow(day);
      const token = deps.checkInTokens.tokenFor({ sessionId: permit.row.id, sessionDate: day.sessionDate });
      return { code: { sessionDate: day.sessionDate, path: pathTo("checkIn", { token }), opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() } };
    },
  });
};
