import type { FastifyInstance } from "fastify";
import { participantProgressContract, participantResponsesContract, programmeDate, splitByDate } from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { requireParticipant } from "../roster/routes";
import { ownSessionsOf } from "./journeyQueries";

/** The participant's own reads: their sessions (My course, the home) and which evaluations they gave (§2.6, §7). */
export const participantHomeRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, participantProgressContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => {
      const sessions = (await ownSessionsOf(deps.db, deps.schema, caller)).map(({ session }) => session);
      const { upcoming, completed } = splitByDate(sessions, programmeDate(deps.clock()));
      return { upcomingSessions: upcoming, completedSessions: completed };
    },
  });

  routeContract(app, participantResponsesContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => ({
      responses: (await ownSessionsOf(deps.db, deps.schema, caller)).flatMap(({ session, evaluations }) =>
        evaluations.map((surveyType) => ({ sessionId: session.id, surveyType })),
      ),
    }),
  });
};
