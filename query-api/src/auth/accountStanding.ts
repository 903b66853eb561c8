import type { FastifyInstance } from "fastify";
import type { AccountView } from "@wellbeing/domain";
import type { QueryApiDeps } from "../deps";
import { findAccount } from "../users/accountQueries";

declare module "fastify" {
  interface FastifyRequest {
    /** The caller's account as the read models stand it (usable roles only); null when unknown or logged out. */
    account: AccountView | null;
  }
}

/**
 * A token outlives what it says (7 days). Before any read, the caller is checked against the read
 * models: a person who deleted their account is logged out; a chosen account that was archived
 * since is no longer chosen (staff reads then answer 403). An account not projected yet (a sign-up
 * a moment ago) keeps what its token says. The account read here is kept on the request, so routes
 * that need it do not read it again.
 */
export const installAccountStanding = (app: FastifyInstance, deps: Pick<QueryApiDeps, "db" | "schema">): void => {
  app.decorateRequest("account", null);
  app.addHook("preHandler", async (request) => {
    const caller = request.caller;
    if (!caller) return;
    const [deleted, account] = await Promise.all([
      deps.db.withSchema(deps.schema).from("deleted_users").where({ id: caller.userId }).first("id"),
      findAccount(deps.db, deps.schema, caller.userId),
    ]);
    if (deleted) {
      request.caller = null;
      return;
    }
    request.account = account;
    if (account && caller.role !== null && !account.roles.includes(caller.role)) request.caller = { ...caller, role: null };
  });
};
