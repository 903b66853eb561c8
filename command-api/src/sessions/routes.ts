import { Either, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, decodeSessionForm } from "@wellbeing/domain";
import { badInput, notFound, requireRole } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { deleteSession } from "./deleteSession";
import { editSession } from "./editSession";
import { scheduleSession } from "./scheduleSession";

const SessionIdParams = Schema.Struct({
  id: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
});

/** A path id that is not even well formed names no session: 404, like an unknown one. */
const sessionIdOf = (params: unknown): string => {
  const decoded = Schema.decodeUnknownEither(SessionIdParams)(params);
  if (Either.isLeft(decoded)) throw notFound("session");
  return decoded.right.id.toLowerCase();
};

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
    const sessionId = sessionIdOf(request.params);
    const { position } = orRefuse(
      await editSession(deps.store, { userId: actor.userId, role: actor.role }, sessionId, request.body ?? {}, contextOf(request, deps.clock())),
    );
    return withConsistencyToken(reply, position).send({ id: sessionId });
  });

  app.delete("/api/session-delete/:id", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = sessionIdOf(request.params);
    const { position } = orRefuse(await deleteSession(deps.store, { userId: actor.userId, role: actor.role }, sessionId, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, position).send({ id: sessionId });
  });
};
