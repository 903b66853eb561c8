import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_MANAGER_ROLES, confirmRegistrationContract, requestRemovalContract, saveAttendeesListContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { registerForSession } from "./registerForSession";
import { requestRegistrationRemoval } from "./requestRegistrationRemoval";
import { saveAttendeesList } from "./saveAttendeesList";

const participant = (request: FastifyRequest) => requireRole(request, ["participant"]);

/** The roster's commands (§7): the attendee and invitee lists, registering, asking to be removed. */
export const rosterRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  routeContract(app, saveAttendeesListContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, params, body, request, reply }) => {
      const saved = orRefuse(await saveAttendeesList(deps, caller, params.sessionId, body, contextOf(request, deps.clock())));
      withConsistencyToken(reply, saved.position);
      return { participantsEmails: body.participantsEmails, status: body.status };
    },
  });

  routeContract(app, confirmRegistrationContract, {
    caller: participant,
    handle: async ({ caller, params, body, request, reply }) => {
      const result = await registerForSession(deps, caller, params.sessionId, body, contextOf(request, deps.clock()), (error) =>
        request.log.error({ err: error }, "registration confirmation e-mail failed"),
      );
      const { position, alreadyRegistered, confirmedEmail } = orRefuse(result);
      withConsistencyToken(reply, position);
      return { confirmedEmail, alreadyRegistered };
    },
  });

  routeContract(app, requestRemovalContract, {
    caller: participant,
    handle: async ({ caller, params, body, request, reply }) => {
      const requested = orRefuse(await requestRegistrationRemoval(deps, caller, params.sessionId, body.removalReason, contextOf(request, deps.clock())));
      withConsistencyToken(reply, requested.position);
      return { requested: true as const };
    },
  });
};
