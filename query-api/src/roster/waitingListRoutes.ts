import type { FastifyInstance } from "fastify";
import { isUpcoming, myWaitingListsContract, programmeDate, waitingListContract, waitingPlaceContract } from "@wellbeing/domain";
import { notFound, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { sessionManager, sessionToManage } from "../sessions/managedSession";
import { findSession } from "../sessions/queries";
import { registrationOf } from "./queries";
import { requireParticipant } from "./routes";
import { isFullForNewcomers, waitingCountsOf, waitingListOf, waitingListsOfParticipant, waitingPlaceOf } from "./waitingListQueries";

/** A session's waiting list (issue 29): staff see who waits and the offers; a participant sees their own place. */
export const waitingListRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, waitingListContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionToManage(deps, caller, id),
    handle: ({ permit }) => waitingListOf(deps.db, deps.schema, permit.row),
  });

  routeContract(app, waitingPlaceContract, {
    caller: requireParticipant,
    handle: async ({ caller: participant, params }) => {
      const session = await findSession(deps.db, deps.schema, { id: params.id });
      if (!session) throw notFound("session");
      const [registration, place, counts] = await Promise.all([
        registrationOf(deps.db, deps.schema, session.row.id, participant),
        waitingPlaceOf(deps.db, deps.schema, session.row.id, participant.userId),
        waitingCountsOf(deps.db, deps.schema, session.row.id),
      ]);
      return {
        session: session.view,
        status: registration ? "registered" : place?.offer ? "offered" : place ? "waiting" : "none",
        position: place?.position ?? null,
        offer: place?.offer ?? null,
        full: isFullForNewcomers(session.row, counts),
        ended: !isUpcoming(session.row.dates, programmeDate(deps.clock())),
      } as const;
    },
  });

  routeContract(app, myWaitingListsContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => {
      const today = programmeDate(deps.clock());
      const places = await Promise.all(
        (await waitingListsOfParticipant(deps.db, deps.schema, caller.userId)).map(async (sessionId) => {
          const [session, place] = await Promise.all([
            findSession(deps.db, deps.schema, { id: sessionId }),
            waitingPlaceOf(deps.db, deps.schema, sessionId, caller.userId),
          ]);
          return session && place && isUpcoming(session.row.dates, today) ? [{ session: session.view, ...place }] : [];
        }),
      );
      return { places: places.flat() };
    },
  });
};
