import type { FastifyRequest } from "fastify";
import { SESSION_MANAGER_ROLES, canManageSession, type Role } from "@wellbeing/domain";
import { notAllowed, notFound, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { findSession, type FoundSession } from "./queries";

/** The caller acting as someone who manages sessions (401/403 otherwise). */
export const sessionManager = (request: FastifyRequest): { readonly userId: string; readonly role: Role } => requireRole(request, SESSION_MANAGER_ROLES);

/** The session with this id, when this caller may manage it (§6: its trainers, their local leads, admins); else 403 or 404. Every managing read goes through here. */
export const sessionToManage = async (
  deps: Pick<QueryApiDeps, "db" | "schema">,
  caller: { readonly userId: string; readonly role: Role },
  sessionId: string,
): Promise<FoundSession> => {
  const session = await findSession(deps.db, deps.schema, { id: sessionId });
  if (!session) throw notFound("session");
  if (!mayManage(caller, session)) throw notAllowed();
  return session;
};

/** Whether this caller may manage the session found (§6: its trainers, their local leads, admins). */
export const mayManage = (caller: { readonly userId: string; readonly role: Role }, session: FoundSession): boolean =>
  canManageSession(caller, {
    trainerIds: session.row.trainer_ids,
    trainerLeadIds: session.trainers.flatMap((trainer) => (trainer.localLeadId ? [trainer.localLeadId] : [])),
  });
