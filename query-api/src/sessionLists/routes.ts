import { Either } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  SESSION_MANAGER_ROLES,
  decodeSessionListQuery,
  groupListScope,
  ownListScope,
  programmeDate,
  trainerListScope,
  type DomainError,
  type SessionListQuery,
  type SessionScope,
} from "@wellbeing/domain";
import { badInput, problemOf, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { idParam } from "../http";
import { personFacts } from "./people";
import { listSessions } from "./sessionListQueries";

const listQuery = (request: FastifyRequest): SessionListQuery => {
  const query = decodeSessionListQuery(request.query);
  if (Either.isLeft(query)) throw badInput(query.left);
  return query.right;
};

const scopeOrRefuse = (scope: Either.Either<SessionScope, DomainError>): SessionScope => {
  if (Either.isLeft(scope)) throw problemOf(scope.left);
  return scope.right;
};

/**
 * The session lists of §2.7 (§7 GET /api/users/sessions, /sessions/:id, /trainer-sessions/:id):
 * one page of the sessions the caller may see, filtered, sorted and paged in SQL.
 */
export const sessionListRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const page = (scope: SessionScope, query: SessionListQuery) =>
    listSessions(deps.db, deps.schema, { ...query, scope, today: programmeDate(deps.clock()) }, query, true);

  // The caller's own: every session for an admin, the sessions they train for anyone else.
  app.get("/api/users/sessions", async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    const scope = scopeOrRefuse(ownListScope(caller));
    return page(scope, listQuery(request));
  });

  // A local lead's group sessions: the lead's own and their trainers'.
  app.get("/api/users/sessions/:id", async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    const leadId = idParam(request.params, "local lead");
    const query = listQuery(request);
    const lead = await personFacts(deps.db, deps.schema, leadId);
    const scope = scopeOrRefuse(groupListScope(caller, lead, leadId));
    return { ...(await page(scope, query)), person: { id: leadId, name: lead?.name ?? null } };
  });

  // One trainer's sessions.
  app.get("/api/users/trainer-sessions/:id", async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    const trainerId = idParam(request.params, "trainer");
    const query = listQuery(request);
    const trainer = await personFacts(deps.db, deps.schema, trainerId);
    const scope = scopeOrRefuse(trainerListScope(caller, trainer, trainerId));
    return { ...(await page(scope, query)), person: { id: trainerId, name: trainer?.name ?? null } };
  });
};
