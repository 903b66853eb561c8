import type { FastifyInstance } from "fastify";
import { scheduledEmailsContract, sentEmailsContract } from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { sessionManager, sessionToManage } from "../sessions/managedSession";
import { scheduledEmailsOf, sentEmailsOf } from "./queries";

/** A session's e-mail history (§2.10 view-emails, viewEmails, scheduleTable), to those who may manage it (§6). */
export const sessionMailRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  const managed = {
    caller: sessionManager,
    permit: (caller: Parameters<typeof sessionToManage>[1], { id }: { readonly id: string }) => sessionToManage(deps, caller, id),
  };

  routeContract(app, sentEmailsContract, {
    ...managed,
    handle: async ({ permit, query }) => ({ sentEmails: await sentEmailsOf(deps.db, deps.schema, permit.row.id, query.type ?? null) }),
  });

  routeContract(app, scheduledEmailsContract, {
    ...managed,
    handle: async ({ permit }) => ({ scheduledEmails: await scheduledEmailsOf(deps.db, deps.schema, permit.row.id) }),
  });
};
