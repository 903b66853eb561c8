import type { FastifyInstance } from "fastify";
import { NO_FILTERS, courseScheduleContract, programmeDate, publicScheduleLeadsContract } from "@wellbeing/domain";
import { requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { listSessions } from "../sessionLists/queries";
import { localLeadsWithVisibility } from "./publicLeads";

/** The public course schedule (§2.8, §7) and the admin's choice of whose sessions it shows. */
export const courseScheduleRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Public: upcoming sessions of the chosen local leads and their groups, full ones included
  // (the page says how to join a waiting list). No e-mail addresses, no meeting links.
  routeContract(app, courseScheduleContract, {
    handle: ({ query: { delivery, ...page } }) =>
      listSessions(
        deps.db,
        deps.schema,
        {
          scope: { kind: "all" },
          filters: { ...NO_FILTERS, delivery },
          type: "upcoming",
          today: programmeDate(deps.clock()),
          hideTrainerUpskill: true,
          publicLeadsOnly: true,
        },
        page,
      ),
  });

  routeContract(app, publicScheduleLeadsContract, {
    caller: (request) => requireRole(request, ["admin", "superAdmin"]),
    handle: () => localLeadsWithVisibility(deps.db, deps.schema),
  });
};
