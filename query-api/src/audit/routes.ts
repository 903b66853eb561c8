import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  AUDIT_READER_ROLES,
  auditEventsContract,
  encodeAuditCursor,
  seesPersonalData,
  sessionAsOfContract,
  type AuditEventsQuery,
  type AuditQueryRecord,
} from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { auditEventPage } from "./queries";
import { recordAuditRead } from "./recordRead";
import { sessionAsOf } from "./sessionAsOf";

/** What a reader asked for, as the trail records it. */
const recordOf = ({ page, ...filters }: AuditEventsQuery): AuditQueryRecord => ({
  kind: "events",
  ...filters,
  before: page && "older" in page ? encodeAuditCursor(page.older) : null,
  after: page && "newer" in page ? encodeAuditCursor(page.newer) : null,
});

/**
 * The event history (issue 15): admins and auditors only; admins see personal fields, auditors see
 * them masked; every read is recorded before it is answered.
 */
export const auditRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const reader = (request: FastifyRequest) => requireRole(request, AUDIT_READER_ROLES);

  routeContract(app, auditEventsContract, {
    caller: reader,
    handle: async ({ caller, query, request }) => {
      await recordAuditRead(deps.store, caller, recordOf(query), { correlationId: request.id, now: deps.clock() });
      return auditEventPage(deps.db, deps.schema, query, seesPersonalData(caller.role));
    },
  });

  routeContract(app, sessionAsOfContract, {
    caller: reader,
    handle: async ({ caller, params, query, request }) => {
      const now = deps.clock();
      await recordAuditRead(deps.store, caller, { kind: "sessionAsOf", sessionId: params.id, at: query.at }, { correlationId: request.id, now });
      return sessionAsOf(deps.db, deps.schema, { sessionId: params.id, at: query.at, now, seesPersonalData: seesPersonalData(caller.role) });
    },
  });
};
