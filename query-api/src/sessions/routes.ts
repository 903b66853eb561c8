import { Either, Schema } from "effect";
import type { FastifyInstance } from "fastify";
import { SHORT_ID_PATTERN } from "@wellbeing/domain";
import { notFound } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { findManagedSession } from "./managedSession";
import { findSession, managedSessionView } from "./sessionQueries";

const ShortIdParams = Schema.Struct({ shortId: Schema.String.pipe(Schema.pattern(SHORT_ID_PATTERN)) });

/** Session reads (spec §2.10, §2.12, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.get("/api/session-details/:id", async (request) => managedSessionView(deps.db, deps.schema, await findManagedSession(deps, request)));

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
