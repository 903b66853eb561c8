import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_MANAGER_ROLES, addSessionContract, deleteSessionContract, editSessionContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { deleteSession } from "./deleteSession";
import { editSession } from "./editSession";
import { scheduleSession } from "./scheduleSession";
import { sessionToManage } from "./sessionToManage";

/** The caller acting as someone who manages sessions (401/403 otherwise). */
const sessionManager = (request: FastifyRequest) => {
  const { userId, role } = requireRole(request, SESSION_MANAGER_ROLES);
  return { userId, role };
};

/** Session commands (spec §2.9, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, addSessionContract, {
    caller: sessionManager,
    handle: async ({ caller, body, request, reply }) => {
      const { id, shortId, position } = orRefuse(await scheduleSession(deps.store, caller, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { id, shortId };
    },
  });

  // Whether the caller may manage the session is answered before their form is judged.
  routeContract(app, editSessionContract, {
    caller: sessionManager,
    permit: async (caller, { id }) => orRefuse(await sessionToManage(deps.store, caller, id)),
    handle: async ({ caller, permit, params, body, request, reply }) => {
      const { position } = orRefuse(await editSession(deps.store, caller, permit, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { id: params.id };
    },
  });

  routeContract(app, deleteSessionContract, {
    caller: sessionManager,
    handle: async ({ caller, params, request, reply }) => {
      const { position } = orRefuse(await deleteSession(deps.store, caller, params.id, contextOf(request, deps.clock())));
      withConsistencyToken(reply, position);
      return { id: params.id };
    },
  });
};
