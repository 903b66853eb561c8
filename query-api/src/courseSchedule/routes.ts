import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { NO_FILTERS, decodeCourseScheduleQuery, programmeDate } from "@wellbeing/domain";
import { badInput, requireRole } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { listSessions } from "../sessionLists/sessionListQueries";
import { localLeadsWithVisibility } from "./publicLeads";

/** The public course schedule (§2.8, §7) and the admin's choice of whose sessions it shows. */
export const courseScheduleRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  // Public: upcoming sessions of the chosen local leads and their groups, full ones included
  // (the page says how to join a waiting list). No e-mail addresses, no meeting links.
  app.get("/api/course-schedule", async (request) => {
    const query = decodeCourseScheduleQuery(request.query);
    if (Either.isLeft(query)) throw badInput(query.left);
    const { delivery, ...page } = query.right;
    return listSessions(
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
    );
  });

  app.get("/api/course-schedule/leads", async (request) => {
    requireRole(request, ["admin", "superAdmin"]);
    return localLeadsWithVisibility(deps.db, deps.schema);
  });
};
