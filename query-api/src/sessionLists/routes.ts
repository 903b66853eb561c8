import { Either } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  SESSION_MANAGER_ROLES,
  groupListScope,
  groupSessionsContract,
  ownListScope,
  ownSessionsContract,
  programmeDate,
  trainerListScope,
  trainerSessionsContract,
  type DomainError,
  type SessionListQuery,
  type SessionScope,
} from "@wellbeing/domain";
import { problemOf, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { personFacts } from "./people";
import { listSessions } from "./queries";

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
  const sessionManager = (request: FastifyRequest) => requireRole(request, SESSION_MANAGER_ROLES);

  // The caller's own: every session for an admin, the sessions they train for anyone else.
  routeContract(app, ownSessionsContract, {
    caller: sessionManager,
    handle: ({ caller, query }) => page(scopeOrRefuse(ownListScope(caller)), query),
  });

  /** A list about one person (a lead's group, a trainer): their sessions the caller may see, and who they are. */
  const personPage =
    (scopeOf: typeof groupListScope) =>
    async ({ caller, params: { id }, query }: { caller: Parameters<typeof groupListScope>[0]; params: { readonly id: string }; query: SessionListQuery }) => {
      const person = await personFacts(deps.db, deps.schema, id);
      return { ...(await page(scopeOrRefuse(scopeOf(caller, person, id)), query)), person: { id, name: person?.name ?? null } };
    };

  // A local lead's group sessions: the lead's own and their trainers'.
  routeContract(app, groupSessionsContract, { caller: sessionManager, handle: personPage(groupListScope) });

  // One trainer's sessions.
  routeContract(app, trainerSessionsContract, { caller: sessionManager, handle: personPage(trainerListScope) });
};
