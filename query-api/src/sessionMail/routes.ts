import { Either, Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_EMAIL_KINDS } from "@wellbeing/domain";
import { badInput } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { findManagedSession } from "../sessions/managedSession";
import { scheduledEmailsOf, sentEmailsOf } from "./sessionMailQueries";

const SentEmailsQuery = Schema.Struct({ type: Schema.optional(Schema.Literal(...SESSION_EMAIL_KINDS)) });

/** The session's id, when the caller may manage it (§6); else 401, 403 or 404. */
const managedSessionId = async (deps: QueryApiDeps, request: FastifyRequest): Promise<string> => (await findManagedSession(deps, request)).row.id;

/** A session's e-mail history (§2.10 view-emails, viewEmails, scheduleTable). */
export const sessionMailRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  app.get("/api/sessions/:id/emails", async (request) => {
    const sessionId = await managedSessionId(deps, request);
    const query = Schema.decodeUnknownEither(SentEmailsQuery)(request.query ?? {});
    if (Either.isLeft(query)) throw badInput({ type: `Choose one of ${SESSION_EMAIL_KINDS.join(", ")}` });
    return { sentEmails: await sentEmailsOf(deps.db, deps.schema, sessionId, query.right.type ?? null) };
  });

  app.get("/api/sessions/:id/scheduled-emails", async (request) => ({
    scheduledEmails: await scheduledEmailsOf(deps.db, deps.schema, await managedSessionId(deps, request)),
  }));
};
