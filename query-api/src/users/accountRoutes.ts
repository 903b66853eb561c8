import type { FastifyInstance } from "fastify";
import { accountDeletionContract, givesUpPlace } from "@wellbeing/domain";
import { requireAccount, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { ownSessionsOf } from "../participantHome/journeyQueries";

/** What deleting one's own account takes with it (issue 25), as My Account's confirmation says it. */
export const accountRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, accountDeletionContract, {
    caller: requireAccount,
    handle: async ({ caller: { account } }) => {
      const [counted] = await deps.db
        .withSchema(deps.schema)
        .from("certificates")
        .where({ person_id: account.userId, revoked: false })
        .whereNull("replaced_by")
        .count<Array<{ count: string | number }>>({ count: "*" });
      // The places the deletion gives up are those under the account itself (its attendance index names them).
      const sessions = await ownSessionsOf(deps.db, deps.schema, { userId: account.userId, email: null, emailVerified: false });
      const now = deps.clock().toISOString();
      return {
        certificates: Number(counted?.count ?? 0),
        closedRoles: account.roles.filter((role) => role !== "participant"),
        placesGivenUp: sessions.filter((own) => givesUpPlace({ dates: own.session.dates, evaluations: own.evaluations }, now)).map((own) => own.session),
      };
    },
  });
};
