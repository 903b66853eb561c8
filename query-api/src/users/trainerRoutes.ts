import type { FastifyInstance } from "fastify";
import { SESSION_MANAGER_ROLES, isAdminLevel, trainerChoicesContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/**
 * GET /api/fetch-trainers: the people the caller may choose as a session's trainers — everyone
 * delivering for an admin, a local lead's group and themself, all trainers for a trainer's
 * co-trainer. Ids, names and roles only.
 */
export const trainerRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, trainerChoicesContract, {
    caller: (request) => requireRole(request, SESSION_MANAGER_ROLES),
    handle: async ({ caller }) => {
      const query = deps.db
        .withSchema(deps.schema)
        .from("users")
        .select("id", "name", "roles")
        .whereRaw("roles && ARRAY['trainer', 'localLead']::text[]")
        .whereNotNull("name")
        .where({ archived: false })
        .orderBy("name");
      if (caller.role === "localLead") void query.where((where) => where.where({ local_lead_id: caller.userId }).orWhere({ id: caller.userId }));
      else if (!isAdminLevel(caller.role)) void query.where((where) => where.whereRaw("roles @> ARRAY['trainer']::text[]").orWhere({ id: caller.userId }));
      const rows: Array<{ id: string; name: string; roles: string[] }> = await query;
      return {
        trainers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          role: row.roles.includes("localLead") ? ("localLead" as const) : ("trainer" as const),
          isMe: row.id === caller.userId,
        })),
      };
    },
  });
};
