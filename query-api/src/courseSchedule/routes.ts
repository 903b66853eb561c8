import type { FastifyInstance } from "fastify";
import { NO_FILTERS, courseScheduleContract, programmeDate, publicScheduleLeadsContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import type { SessionCriteria } from "../sessionLists/criteria";
import { sessionPage } from "../sessionLists/queries";
import { publicScheduleTotal } from "./publicTotal";
import { localLeadsWithVisibility } from "./publicLeads";

/** The public course schedule (§2.8, §7) and the admin's choice of whose sessions it shows. */
export const courseScheduleRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Public: upcoming sessions of the chosen local leads and their groups, full ones included
  // (the page says how to join a waiting list). No e-mail addresses, no meeting links.
  // The page comes off the sessions' list-order index; the total off schedule_trainers (publicTotal.ts).
  routeContract(app, courseScheduleContract, {
    handle: async ({ query: { delivery, ...page } }) => {
      const today = programmeDate(deps.clock());
      const criteria: SessionCriteria = {
        scope: { kind: "all" },
        filters: { ...NO_FILTERS, delivery },
        type: "upcoming",
        today,
        hideTrainerUpskill: true,
        publicLeadsOnly: true,
      };
      const [sessions, total] = await Promise.all([
        sessionPage(deps.db, deps.schema, criteria, page),
        publicScheduleTotal(deps.db, deps.schema, today, delivery),
      ]);
      return { sessions, total, page: page.page, pageSize: page.pageSize };
    },
  });

  routeContract(app, publicScheduleLeadsContract, {
    caller: (request) => requireRole(request, ["admin", "superAdmin"]),
    handle: () => localLeadsWithVisibility(deps.db, deps.schema),
  });
};
