import type { FastifyInstance } from "fastify";
import { notFound } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { shortIdParam } from "../http";
import { findManagedSession } from "./managedSession";
import { findSession, managedSessionView } from "./sessionQueries";

/** Session reads (spec §2.10, §2.12, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.get("/api/session-details/:id", async (request) => managedSessionView(deps.db, deps.schema, await findManagedSession(deps, request)));

  // Public: what a registration page shows of a session (no meeting link before registering).
  app.get("/api/sessions/:shortId", async (request) => {
    const session = await findSession(deps.db, deps.schema, { short_id: shortIdParam(request.params, "session") });
    if (!session) throw notFound("session");
    const { meetingLink: _hidden, ...publicView } = session.view;
    return publicView;
  });
};
