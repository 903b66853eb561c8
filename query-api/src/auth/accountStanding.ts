import type { FastifyInstance } from "fastify";
import { usableRoles } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/**
 * A token outlives what it says (7 days). Before any read, the caller is checked against the read
 * models: a person who deleted their account is logged out; a chosen account that was archived
 * since is no longer chosen (staff reads then answer 403). An account not projected yet (a sign-up
 * a moment ago) keeps what its token says.
 */
export const installAccountStanding = (app: FastifyInstance, deps: Pick<QueryApiDeps, "db" | "schema">): void => {
  app.addHook("preHandler", async (request) => {
    const caller = request.caller;
    if (!caller) return;
    const [deleted, account] = await Promise.all([
      deps.db.withSchema(deps.schema).from("deleted_users").where({ id: caller.userId }).first("id"),
      deps.db.withSchema(deps.schema).from<UserRow>("users").where({ id: caller.userId }).first("roles", "archived", "local_lead_id"),
    ]);
    if (deleted) {
      request.caller = null;
      return;
    }
    if (!account || caller.role === null) return;
    const usable = usableRoles(account.roles, { archived: account.archived, localLeadId: account.local_lead_id });
    if (!usable.includes(caller.role)) request.caller = { ...caller, role: null };
  });
};
