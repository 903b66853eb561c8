import { Either, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, SHORT_ID_PATTERN, canManageSession } from "@wellbeing/domain";
import { notAllowed, notFound, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { idParam } from "../http";
import { findSession, managedSessionView } from "./sessionQueries";

const ShortIdParams = Schema.Struct({ shortId: Schema.String.pipe(Schema.pattern(SHORT_ID_PATTERN)) });

/** Session reads (spec §2.10, §2.12, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.get("/api/session-details/:id", async (request) => {
    const caller = requireRole(request, SESSION_MANAGER_ROLES);
    const session = await findSession(deps.db, deps.schema, { id: idParam(request.params, "session") });
    if (!session) throw notFound("session");
    const trainerLeadIds = session.trainers.flatMap((trainer) => (trainer.localLeadId ? [trainer.localLeadId] : []));
    if (!canManageSession(caller, { trainerIds: session.row.trainer_ids, trainerLeadIds })) throw notAllowed();
    return managedSessionView(deps.db, deps.schema, session);
  });

  // Public: what a registration page shows of a session (no meeting link before registering).
  app.get("/api/sessions/:shortId", async (request) => {
    const params = Schema.decodeUnknownEither(ShortIdParams)(request.params);
    if (Either.isLeft(params)) throw notFound("session");
    const session = await findSession(deps.db, deps.schema, { short_id: params.right.shortId });
    if (!session) throw notFound("session");
    const { meetingLink: _hidden, ...publicView } = session.view;
    return publicView;
  });
};
