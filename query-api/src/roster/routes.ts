import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  cameEveryDate,
  isPostSessionEvaluation,
  isRegistrationOpen,
  isUpcoming,
  isoInstantOrNull,
  modulesSkippedBy,
  participantSessionContract,
  programmeDate,
  registrationStateContract,
  rosterContract,
  spacesRemaining,
} from "@wellbeing/domain";
import { notAllowed, notFound, requireRole, routeContract } from "@wellbeing/platform";
import { attendedDatesOf } from "../attendance/queries";
import type { QueryApiDeps } from "../deps";
import { sessionManager, sessionToManage } from "../sessions/managedSession";
import { ownSessionsOf } from "../participantHome/journeyQueries";
import { findSession } from "../sessions/queries";
import { asRosterParticipant, hasOpenRemovalRequest, registrationOf, rosterOf, type RosterParticipant } from "./queries";
import { isFullForNewcomers, waitingCountsOf, waitingPlaceOf } from "./waitingListQueries";

/** The caller as the roster finds them, when they act as a participant; null otherwise. */
export const callingParticipant = (request: FastifyRequest): RosterParticipant | null =>
  request.caller?.role === "participant" ? asRosterParticipant(request.caller.userId, request.account) : null;

/** The calling participant as the roster finds them; 401 or 403 for anyone else. */
export const requireParticipant = (request: FastifyRequest): RosterParticipant =>
  asRosterParticipant(requireRole(request, ["participant"]).userId, request.account);

/** The registration of the caller, when they act as a participant; null otherwise. */
const participantRegistration = async (deps: QueryApiDeps, request: FastifyRequest, sessionId: string) => {
  const participant = callingParticipant(request);
  return participant ? registrationOf(deps.db, deps.schema, sessionId, participant) : null;
};

/** Roster reads (§2.10 drawer, §2.12 registration, §2.13 participant session detail). */
export const rosterRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, rosterContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionToManage(deps, caller, id),
    handle: ({ permit }) => rosterOf(deps.db, deps.schema, permit.row),
  });

  // Public: whether the registration page can still take a registration, and whether the caller already has one.
  routeContract(app, registrationStateContract, {
    handle: async ({ params, request }) => {
      const session = await findSession(deps.db, deps.schema, { short_id: params.shortId });
      if (!session) throw notFound("session");
      const { capacity, confirmed_count: confirmed } = session.row;
      const participant = callingParticipant(request);
      const registration = participant ? await registrationOf(deps.db, deps.schema, session.row.id, participant) : null;
      const places = participant ? (await ownSessionsOf(deps.db, deps.schema, participant)).map(({ session: place }) => place) : [];
      // Spaces held by offers and people waiting in line come before a newcomer (issue 29).
      const counts = await waitingCountsOf(deps.db, deps.schema, session.row.id);
      return {
        sessionId: session.row.id,
        registrationOpen: isRegistrationOpen(capacity, confirmed) && !isFullForNewcomers(session.row, counts),
        waitingList: participant ? await waitingPlaceOf(deps.db, deps.schema, session.row.id, participant.userId) : null,
        ended: !isUpcoming(session.row.dates, programmeDate(deps.clock())),
        spacesRemaining: spacesRemaining(capacity, confirmed, counts.held),
        registered: registration !== null,
        skippedModules: participant ? modulesSkippedBy(session.row, places) : [],
      };
    },
  });

  routeContract(app, participantSessionContract, {
    caller: (request) => requireRole(request, ["participant"]),
    handle: async ({ params, request }) => {
      const session = await findSession(deps.db, deps.schema, { id: params.id });
      if (!session) throw notFound("session");
      const registration = await participantRegistration(deps, request, session.row.id);
      if (!registration) throw notAllowed();
      const [removalRequested, attended] = await Promise.all([
        hasOpenRemovalRequest(deps.db, deps.schema, session.row.id, registration),
        attendedDatesOf(deps.db, deps.schema, session.row.id, registration.person_key),
      ]);
      return {
        ...session.view,
        registeredAt: isoInstantOrNull(registration.registered_at),
        evaluations: registration.evaluations,
        postEvaluationDone: registration.evaluations.some(isPostSessionEvaluation),
        attendanceRecorded: cameEveryDate(session.row.dates, (sessionDate) => attended.has(sessionDate)),
        removalRequested,
      };
    },
  });
};
