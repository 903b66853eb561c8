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
import type { Knex } from "knex";
import { notAllowed, problemOf, requireRole, routeContract, type UserRow } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { resultsAccessConsents, sessionsWithheldFrom } from "../resultsAccess/consents";
import { missedEarlierModulesColumn } from "../sessions/missedModules";
import { applyCriteria, orderSessions, type SessionCriteria } from "../sessionLists/criteria";
import { listedSession, listedSessionColumns, type ListedSessionRow } from "../sessionLists/view";
import { prepared } from "./preparedStatement";
import { resultFigures } from "./resultFigures";

/** A read sent as POST (the old client's shape, `:id` the person): a gateway must route it to the query API. */
export const RESULTS_PATH = resultsContract.path;

type TargetRow = Pick<UserRow, "id" | "roles" | "local_lead_id" | "name" | "registered_at">;

/**
 * What the answer needs besides the scope, in one statement: the target's account (null when there is
 * none), when they registered, and who withdrew their results-access consent (a few, if any).
 */
const targetFacts = async (db: Knex, schema: string, id: string) => {
  const { rows } = (await db.raw(
    `SELECT u.id, u.roles, u.local_lead_id, u.name, u.registered_at,
            ARRAY(SELECT c.person_id FROM ??.results_access_consents c WHERE NOT c.consent) AS withdrawn
       FROM (VALUES (1)) AS asked LEFT JOIN ??.users u ON u.id = ?`,
    [schema, schema, id],
  )) as { rows: Array<{ [Column in keyof TargetRow]: TargetRow[Column] | null } & { withdrawn: string[] }> };
  const row = rows[0]!;
  const person = row.id === null ? null : { userId: row.id, roles: row.roles ?? [], localLeadId: row.local_lead_id, name: row.name };
  return { person, registeredAt: row.registered_at, withdrawn: row.withdrawn };
};

/**
 * The newest sessions in scope and how many there are: the staff lists' page and count (their criteria,
 * order, columns and warnings), each sent as a prepared statement, planned once per connection.
 */
const sessionsInScope = async (db: Knex, schema: string, criteria: SessionCriteria) => {
  const matching = () => applyCriteria(db.withSchema(schema).from("sessions as s"), schema, criteria);
  const pageRows = orderSessions(matching().select("s.*"), false).limit(RESULT_SESSIONS_SHOWN);
  const page = orderSessions(db.select([...listedSessionColumns(db, schema), missedEarlierModulesColumn(db, schema)]).from(pageRows.as("s")), false);
  const [rows, counted] = await Promise.all([
    prepared(page, "results-sessions") as Promise<ListedSessionRow[]>,
    prepared(matching().count({ total: "*" }), "results-session-count") as Promise<Array<{ total: number | string }>>,
  ]);
  return { sessions: rows.map(listedSession), total: Number(counted[0]?.total ?? 0) };
};

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
      const { person, registeredAt, withdrawn } = await targetFacts(db, schema, id);
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
        sessionsInScope(db, schema, criteria),
      ]);
      return {
        newSurveys,
        registrationDate: registeredAt ? programmeDate(new Date(registeredAt)) : null,
        name: person?.name ?? null,
        course: body.course,
        sessions: sessions.sessions,
        sessionCount: sessions.total,
      };
    },
  });
};
