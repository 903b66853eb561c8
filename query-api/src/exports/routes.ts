import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import {
  SESSION_MANAGER_ROLES,
  defaultExportTarget,
  exportScope,
  programmeDate,
  sessionsExportContract,
} from "@wellbeing/domain";
import { problemOf, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { applyCriteria, orderSessions } from "../sessionLists/sessionCriteria";
import { listedSessionColumns } from "../sessionLists/sessionListView";
import { exportFilename, sendCsv } from "./csvReply";
import { SESSION_CSV_COLUMNS, type ExportedSessionRow } from "./sessionsCsv";

/** The CSV exports of §6 and §7 (sessions so far), streamed from a database cursor. */
export const exportRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Sessions with a date in the range: all of them for an admin, a local lead's group, a trainer's own.
  routeContract(app, sessionsExportContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, query, request, reply }) => {
      const target = query.target ?? defaultExportTarget(caller.role);
      const scope = exportScope(caller, target);
      if (Either.isLeft(scope)) throw problemOf(scope.left);

      const now = deps.clock();
      const criteria = {
        scope: scope.right,
        filters: query.filters,
        type: "all" as const,
        today: programmeDate(now),
        hideTrainerUpskill: false,
        occurring: { from: query.fromDate, to: query.toDate },
      };
      const rows = orderSessions(applyCriteria(deps.db.withSchema(deps.schema).from("sessions as s"), deps.schema, criteria), true)
        .select([...listedSessionColumns(deps.db, deps.schema), "s.created_at"])
        .stream() as AsyncIterable<ExportedSessionRow>;
      return sendCsv(request, reply, { filename: exportFilename("sessions", target, now), columns: SESSION_CSV_COLUMNS, rows });
    },
  });
};
