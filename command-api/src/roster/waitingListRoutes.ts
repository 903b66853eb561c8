import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  SESSION_MANAGER_ROLES,
  acceptOfferContract,
  declineOfferContract,
  joinWaitingListContract,
  leaveWaitingListContract,
  offerSpaceContract,
  removeFromWaitingListContract,
  type Actor,
  type RosterCommand,
  type SessionSpaces,
} from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { acceptOffer } from "./acceptOffer";
import { offerSpaceByHand, removeFromWaitingList } from "./manageWaitingList";
import { decideOnWaitingList } from "./waitingListDecision";

const participant = (request: FastifyRequest) => requireRole(request, ["participant"]);
const manager = (request: FastifyRequest) => requireRole(request, SESSION_MANAGER_ROLES);

/** A session's waiting list (issue 29): participants join, leave, take or turn down a space; staff offer one by hand or take someone off. */
export const waitingListRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  /** A participant's own decision on the list, answered with where it landed. */
  const decideAsParticipant = async (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Actor,
    sessionId: string,
    commandOf: (session: SessionSpaces, now: string) => RosterCommand,
  ): Promise<void> => {
    const context = contextOf(request, deps.clock());
    const decided = orRefuse(await decideOnWaitingList(deps, sessionId, context, (session) => commandOf(session, context.now.toISOString()), caller));
    withConsistencyToken(reply, decided.position);
  };

  routeContract(app, joinWaitingListContract, {
    caller: participant,
    handle: async ({ caller, params: { sessionId }, request, reply }) => {
      await decideAsParticipant(request, reply, caller, sessionId, (session, now) => ({
        type: "JoinWaitingList",
        sessionId,
        participantId: caller.userId,
        session,
        now,
      }));
      return { joined: true as const };
    },
  });

  routeContract(app, leaveWaitingListContract, {
    caller: participant,
    handle: async ({ caller, params: { sessionId }, request, reply }) => {
      await decideAsParticipant(request, reply, caller, sessionId, (session, now) => ({
        type: "LeaveWaitingList",
        sessionId,
        participantId: caller.userId,
        session,
        now,
      }));
      return { left: true as const };
    },
  });

  routeContract(app, acceptOfferContract, {
    caller: participant,
    handle: async ({ caller, params, body, request, reply }) => {
      const accepted = orRefuse(
        await acceptOffer(deps, caller, params.sessionId, body, contextOf(request, deps.clock()), (error) =>
          request.log.error({ err: error }, "registration confirmation e-mail failed"),
        ),
      );
      withConsistencyToken(reply, accepted.position);
      return { confirmedEmail: accepted.confirmedEmail, alreadyRegistered: false };
    },
  });

  routeContract(app, declineOfferContract, {
    caller: participant,
    handle: async ({ caller, params: { sessionId }, body, request, reply }) => {
      await decideAsParticipant(request, reply, caller, sessionId, (session, now) => ({
        type: "DeclineOffer",
        sessionId,
        participantId: caller.userId,
        offerId: body.offerId,
        session,
        now,
      }));
      return { declined: true as const };
    },
  });

  routeContract(app, offerSpaceContract, {
    caller: manager,
    handle: async ({ caller, params, request, reply }) => {
      const offered = orRefuse(await offerSpaceByHand(deps, caller, params.sessionId, params.participantId, contextOf(request, deps.clock())));
      withConsistencyToken(reply, offered.position);
      return { offered: true as const };
    },
  });

  routeContract(app, removeFromWaitingListContract, {
    caller: manager,
    handle: async ({ caller, params, request, reply }) => {
      const removed = orRefuse(await removeFromWaitingList(deps, caller, params.sessionId, params.participantId, contextOf(request, deps.clock())));
      withConsistencyToken(reply, removed.position);
      return { removed: true as const };
    },
  });
};
