import type { FastifyInstance } from "fastify";
import {
  nearbySessionsFor,
  nextModulesContract,
  nextModulesToBook,
  participantProgressContract,
  participantResponsesContract,
  programmeDate,
  splitByDate,
} from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { requireParticipant } from "../roster/routes";
import { ownSessionsOf } from "./journeyQueries";
import { bookableSessionsOf, placeOfSession } from "./nextModuleQueries";

/** How many sessions the home offers for a next module; the course schedule lists them all. */
const OFFERED = 3;

/** The participant's own reads: their sessions (My course, the home) and which evaluations they gave (§2.6, §7). */
export const participantHomeRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, participantProgressContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => {
      const sessions = (await ownSessionsOf(deps.db, deps.schema, caller)).map(({ session, attendanceRecorded }) => ({ ...session, attendanceRecorded }));
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

  routeContract(app, nextModulesContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => {
      const today = programmeDate(deps.clock());
      const sessions = (await ownSessionsOf(deps.db, deps.schema, caller)).map(({ session }) => session);
      const nextModules = await Promise.all(
        nextModulesToBook(sessions, today).map(async ({ course, module, after }) => {
          const from = (await placeOfSession(deps.db, deps.schema, after.id)) ?? { remote: after.remote, address: after.address, localAuthorities: [] };
          const near = nearbySessionsFor(await bookableSessionsOf(deps.db, deps.schema, course, module, today), module, from, OFFERED);
          return {
            course,
            module,
            after: { remote: after.remote, town: after.address?.town ?? null },
            sessions: near.map(({ localAuthorities: _, ...session }) => session),
          };
        }),
      );
      return { nextModules };
    },
  });
};
