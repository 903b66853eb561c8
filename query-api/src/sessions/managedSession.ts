import type { FastifyRequest } from "fastify";
import { SESSION_MANAGER_ROLES, canManageSession } from "@wellbeing/domain";
import { notAllowed, notFound, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { idParam } from "../http";
import { findSession, type FoundSession } from "./sessionQueries";

/**
 * The session named by the path's :id, when the caller may manage it (§6: its trainers, their local
 * leads, admins); else 401, 403, or 404 (unknown or malformed id). Every managing read goes through here.
 */
export const findManagedSession = async (deps: Pick<QueryApiDeps, "db" | "schema">, request: FastifyRequest): Promise<FoundSession> => {
  const caller = requireRole(request, SESSION_MANAGER_ROLES);
  const session = await findSession(deps.db, deps.schema, { id: idParam(request.params, "session") });
  if (!session) throw notFound("session");
  const trainerLeadIds = session.trainers.flatMap((trainer) => (trainer.localLeadId ? [trainer.localLeadId] : []));
  if (!canManageSession(caller, { trainerIds: session.row.trainer_ids, trainerLeadIds })) throw notAllowed();
  return session;
};
