import type { FastifyInstance } from "fastify";
import { publicSessionContract, sessionDetailsContract } from "@wellbeing/domain";
import { notFound, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { sessionManager, sessionToManage } from "./managedSession";
import { findSession, managedSessionView } from "./queries";

/** Session reads (spec §2.10, §2.12, §7). */
export const sessionRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, sessionDetailsContract, {
    caller: sessionManager,
    permit: (caller, { id }) => sessionToManage(deps, caller, id),
    handle: ({ permit }) => managedSessionView(deps.db, deps.schema, permit),
  });

  // Public: what a registration page shows of a session; its answer schema names every field that leaves.
  routeContract(app, publicSessionContract, {
    handle: async ({ params }) => {
      const session = await findSession(deps.db, deps.schema, { short_id: params.shortId });
      if (!session) throw notFound("session");
      return session.view;
    },
  });
};
