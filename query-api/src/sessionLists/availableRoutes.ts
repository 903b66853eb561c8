import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { NO_FILTERS, availableSessionsContract, availableSessionsScope, programmeDate } from "@wellbeing/domain";
import { problemOf, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { personFacts } from "./people";
import { allSessions } from "./queries";

/** A trainer's or group's open sessions are few; this bounds the answer all the same. */
const MAX_AVAILABLE = 200;

/**
 * GET /api/available-sessions/:id[?group=true] (public, §2.7): the sessions an invitee may still
 * join — a free place, last date today or later, soonest first — of one trainer, or of a local
 * lead's group. Trainer-upskill sessions are not offered here (the second column variant).
 */
export const availableSessionRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, availableSessionsContract, {
    handle: async ({ params: { id }, query }) => {
      const person = await personFacts(deps.db, deps.schema, id);
      const scope = availableSessionsScope(person, query.group);
      if (Either.isLeft(scope)) throw problemOf(scope.left);
      const sessions = await allSessions(
        deps.db,
        deps.schema,
        {
          scope: scope.right,
          filters: NO_FILTERS,
          type: "upcoming",
          today: programmeDate(deps.clock()),
          hideTrainerUpskill: true,
          withFreePlaces: true,
        },
        MAX_AVAILABLE,
      );
      return { person: { id, name: person?.name ?? null }, group: query.group, sessions };
    },
  });
};
