import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, decodeSessionForm } from "@wellbeing/domain";
import { badInput, requireRole } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, idParam, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { deleteSession } from "./deleteSession";
import { editSession } from "./editSession";
import { scheduleSession } from "./scheduleSession";

/** Session commands (spec §2.9, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  app.post("/api/add-session", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const form = decodeSessionForm(request.body ?? {});
    if (Either.isLeft(form)) throw badInput(form.left);
    const { id, shortId, position } = orRefuse(
      await scheduleSession(deps.store, { userId: actor.userId, role: actor.role }, form.right, contextOf(request, deps.clock())),
    );
    return withConsistencyToken(reply, position).status(201).send({ id, shortId });
  });

  app.patch("/api/session-edit/:id", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "id", "session");
    const { position } = orRefuse(
      await editSession(deps.store, { userId: actor.userId, role: actor.role }, sessionId, request.body ?? {}, contextOf(request, deps.clock())),
    );
    return withConsistencyToken(reply, position).send({ id: sessionId });
  });

  app.delete("/api/session-delete/:id", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "id", "session");
    const { position } = orRefuse(await deleteSession(deps.store, { userId: actor.userId, role: actor.role }, sessionId, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, position).send({ id: sessionId });
  });
};
