import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import {
  ADMIN_ROLES,
  SESSION_MANAGER_ROLES,
  defaultExportTarget,
  disclosedFields,
  exportScope,
  participantsExportContract,
  programmeDate,
  responsesExportContract,
  sessionsExportContract,
  trainersExportContract,
  type ExportTarget,
  type ListCaller,
  type SessionExportQuery,
  type SessionScope,
} from "@wellbeing/domain";
import { notAllowed, problemOf, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { applyCriteria, orderSessions, type SessionCriteria } from "../sessionLists/criteria";
import { listedSessionColumns } from "../sessionLists/view";
import { exportFilename, sendCsv } from "./csvReply";
import { researchExportRoutes } from "./researchRoutes";
import { responseCsvColumns } from "./responsesCsv";
import { responseRows } from "./responsesQuery";
import { SESSION_CSV_COLUMNS, type ExportedSessionRow } from "./sessionsCsv";
import { attendedColumn } from "../attendance/queries";
import { PARTICIPANT_CSV_COLUMNS, STAFF_CSV_COLUMNS, participantRows, staffRows } from "./staffCsv";

/** Whose rows an export holds: decided from the caller's token and the target, never from anything else the request says. */
const scopeOf = (caller: ListCaller, requested: ExportTarget | null): { target: ExportTarget; scope: SessionScope } => {
  const target = requested ?? defaultExportTarget(caller.role);
  const scope = exportScope(caller, target);
  if (Either.isLeft(scope)) throw problemOf(scope.left);
  return { target, scope: scope.right };
};

/** The sessions of a scope with a date in the range (both exports of sessions and of their responses). */
const sessionCriteria = (scope: SessionScope, query: SessionExportQuery, now: Date): SessionCriteria => ({
  scope,
  filters: query.filters,
  type: "all",
  today: programmeDate(now),
  hideTrainerUpskill: false,
  occurring: { from: query.fromDate, to: query.toDate },
});

/** The CSV exports of §6 and §7, each streamed from a database cursor. */
export const exportRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const readModels = () => deps.db.withSchema(deps.schema);

  // Sessions with a date in the range: all of them for an admin, a local lead's group, a trainer's own.
  routeContract(app, sessionsExportContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, query, request, reply }) => {
      const { target, scope } = scopeOf(caller, query.target);
      const now = deps.clock();
      const rows = orderSessions(applyCriteria(readModels().from("sessions as s"), deps.schema, sessionCriteria(scope, query, now)), true)
        .select([...listedSessionColumns(deps.db, deps.schema), "s.created_at", attendedColumn(deps.db, deps.schema)])
        .stream() as AsyncIterable<ExportedSessionRow>;
      return sendCsv(request, reply, { filename: exportFilename("sessions", target, now), columns: SESSION_CSV_COLUMNS, rows });
    },
  });

  // The released responses to those sessions, one row each, naming nobody (§3, issue 24 §2).
  routeContract(app, responsesExportContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, query, request, reply }) => {
      const { target, scope } = scopeOf(caller, query.target);
      const now = deps.clock();
      const rows = responseRows(deps.db, deps.schema, sessionCriteria(scope, query, now), caller.userId);
      return sendCsv(request, reply, { filename: exportFilename("responses", target, now), columns: responseCsvColumns(disclosedFields(caller.role)), rows });
    },
  });

  // Trainers and local leads registered in the range: all for an admin, a local lead's group, a trainer themself.
  routeContract(app, trainersExportContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, query, request, reply }) => {
      const { target, scope } = scopeOf(caller, query.target);
      const rows = staffRows(deps.db, deps.schema, scope, query);
      return sendCsv(request, reply, { filename: exportFilename("trainers", target, deps.clock()), columns: STAFF_CSV_COLUMNS, rows });
    },
  });

  // Participants registered in the range: admins only (§2.3, §6).
  routeContract(app, participantsExportContract, {
    caller: (request) => requireRole(request, ADMIN_ROLES),
    handle: async ({ query, request, reply }) => {
      // Participants are everyone's or no one's: an admin's export has no narrower target.
      if (query.target !== null && query.target !== "all") throw notAllowed();
      const rows = participantRows(deps.db, deps.schema, query);
      return sendCsv(request, reply, { filename: exportFilename("participants", "all", deps.clock()), columns: PARTICIPANT_CSV_COLUMNS, rows });
    },
  });

  await researchExportRoutes(app, deps);
};
