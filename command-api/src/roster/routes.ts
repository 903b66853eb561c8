import type { FastifyInstance } from "fastify";
import { AttendeesListInput, ConfirmEmailInput, RemovalRequestInput, SESSION_MANAGER_ROLES } from "@wellbeing/domain";
import { decodeInput, requireRole } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, idParam, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { registerForSession } from "./registerForSession";
import { requestRegistrationRemoval } from "./requestRegistrationRemoval";
import { saveAttendeesList } from "./saveAttendeesList";

/** The roster's commands (§7): the attendee and invitee lists, registering, asking to be removed. */
export const rosterRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  app.patch("/api/sessions/:sessionId/attendeesList", async (request, reply) => {
    const actor = requireRole(request, SESSION_MANAGER_ROLES);
    const sessionId = idParam(request.params, "sessionId", "session");
    const input = decodeInput(AttendeesListInput, request.body);
    const saved = orRefuse(await saveAttendeesList(deps, actor, sessionId, input, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, saved.position).send({ participantsEmails: input.participantsEmails, status: input.status });
  });

  app.patch("/api/sessions/:sessionId/confirm-email", async (request, reply) => {
    const actor = requireRole(request, ["participant"]);
    const sessionId = idParam(request.params, "sessionId", "session");
    const input = decodeInput(ConfirmEmailInput, request.body);
    const result = await registerForSession(deps, actor, sessionId, input, contextOf(request, deps.clock()), (error) =>
      request.log.error({ err: error }, "registration confirmation e-mail failed"),
    );
    const { position, alreadyRegistered, confirmedEmail } = orRefuse(result);
    return withConsistencyToken(reply, position).send({ confirmedEmail, alreadyRegistered });
  });

  app.delete("/api/sessions/:sessionId/registration", async (request, reply) => {
    const actor = requireRole(request, ["participant"]);
    const sessionId = idParam(request.params, "sessionId", "session");
    const { removalReason } = decodeInput(RemovalRequestInput, request.body);
    const requested = orRefuse(await requestRegistrationRemoval(deps, actor, sessionId, removalReason, contextOf(request, deps.clock())));
    return withConsistencyToken(reply, requested.position).send({ requested: true });
  });
};

