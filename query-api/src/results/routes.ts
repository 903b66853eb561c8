import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import {
  RESULT_SESSIONS_SHOWN,
  SESSION_MANAGER_ROLES,
  message,
  mayViewResultsOf,
  programmeDate,
  resultsContract,
  resultsScope,
  type ResultsAnswer,
} from "@wellbeing/domain";
import { notAllowed, problemOf, requireRole, routeContract, type UserRow } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { resultsAccessConsents, sessionsWithheldFrom, withdrawnResultsAccess } from "../resultsAccess/consents";
import { personFacts } from "../sessionLists/people";
import { applyCriteria, type SessionCriteria } from "../sessionLists/criteria";
import { listSessions } from "../sessionLists/queries";
import { resultFigures } from "./resultFigures";

/** A read sent as POST (the old client's shape, `:id` the person): a gateway must route it to the query API. */
export const RESULTS_PATH = resultsContract.path;

const hasFilters = (criteria: SessionCriteria) =>
  criteria.filters.localLeads.length + criteria.filters.trainers.length + criteria.filters.localAuthorities.length > 0 || criteria.filters.delivery !== null;

/**
 * POST /api/users/:id/results (§2.16, §7): the results of the sessions the caller may see for the
 * target, of one course, narrowed by the filters. Whose sessions comes from the token (resultsScope),
 * never from the filters.
 */
export const resultRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const { db, schema } = deps;
  routeContract(app, resultsContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller, params: { id }, body }): Promise<ResultsAnswer> => {
      // What the answer needs besides the scope, asked at once (each a key lookup or a tiny table).
      const [person, withdrawn, registered] = await Promise.all([
        personFacts(db, schema, id),
        withdrawnResultsAccess(db, schema),
        db.withSchema(schema).from("users").select("registered_at").where({ id }).first() as Promise<Pick<UserRow, "registered_at"> | undefined>,
      ]);
      const scope = resultsScope(caller, body.target, id, person);
      if (Either.isLeft(scope)) throw problemOf(scope.left);
      // One trainer's own results, seen by someone else, need that trainer's consent (§6, §8); groups' totals do not.
      if (scope.right.kind === "trainer" && scope.right.trainerId !== caller.userId) {
        const consent = (await resultsAccessConsents(db, schema, [scope.right.trainerId])).get(scope.right.trainerId)!;
        if (!mayViewResultsOf(caller, { userId: scope.right.trainerId, localLeadId: person?.localLeadId ?? null }, consent))
          throw notAllowed(message("resultsAccess.refused"));
      }
      const criteria: SessionCriteria = {
        scope: scope.right,
        filters: body.filters,
        type: "all",
        today: programmeDate(deps.clock()),
        hideTrainerUpskill: false,
        course: body.course,
      };
      const scoped = () => applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria).select("s.id");
      // Sessions whose trainer withdrew their consent: their answers count for nobody but their trainers, here or in everyone's (issue 24 §3).
      const withheld = () => sessionsWithheldFrom(db, schema, caller.userId, withdrawn);
      const anyWithheld = withdrawn.length > 0 && (await withheld().first()) !== undefined;
      const [newSurveys, sessions] = await Promise.all([
        resultFigures({ db, schema, course: body.course, scoped, withheld, anyWithheld, isEveryone: scope.right.kind === "all" && !hasFilters(criteria) }),
        listSessions(db, schema, criteria, { page: 1, pageSize: RESULT_SESSIONS_SHOWN, sortAscending: false }, true),
      ]);
      return {
        newSurveys,
        registrationDate: registered ? programmeDate(new Date(registered.registered_at)) : null,
        name: person?.name ?? null,
        course: body.course,
        sessions: sessions.sessions,
        sessionCount: sessions.total,
      };
    },
  });
};
