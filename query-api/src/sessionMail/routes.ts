import { Either, Schema } from "effect";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_EMAIL_KINDS, SESSION_MANAGER_ROLES, canManageSession } from "@wellbeing/domain";
import { badInput, notAllowed, notFound, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { idParam } from "../http";
import { findSession } from "../sessions/sessionQueries";
import { scheduledEmailsOf, sentEmailsOf } from "./sessionMailQueries";

const SentEmailsQuery = Schema.Struct({ type: Schema.optional(Schema.Literal(...SESSION_EMAIL_KINDS)) });

/** The session's id, when the caller may manage it (§6); else 401, 403 or 404. */
const managedSessionId = async (deps: QueryApiDeps, request: FastifyRequest): Promise<string> => {
  const caller = requireRole(request, SESSION_MANAGER_ROLES);
  const session = await findSession(deps.db, deps.schema, { id: idParam(request.params, "session") });
  if (!session) throw notFound("session");
  const trainerLeadIds = session.trainers.flatMap((trainer) => (trainer.localLeadId ? [trainer.localLeadId] : []));
  if (!canManageSession(caller, { trainerIds: session.row.trainer_ids, trainerLeadIds })) throw notAllowed();
  return session.row.id;
};

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
