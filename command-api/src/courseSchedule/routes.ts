import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { decodePublicLeadsForm } from "@wellbeing/domain";
import { badInput, requireRole } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { contextOf, orRefuse, withConsistencyToken } from "../infrastructure/http";
import { choosePublicLeads } from "./choosePublicLeads";

/** POST /api/course-schedule/leads (§2.8, §7): an admin chooses whose sessions appear publicly. */
export const courseScheduleRoutes = async (app: FastifyInstance, deps: CommandApiDeps): Promise<void> => {
  app.post("/api/course-schedule/leads", async (request, reply) => {
    const actor = requireRole(request, ["admin", "superAdmin"]);
    const form = decodePublicLeadsForm(request.body ?? {});
    if (Either.isLeft(form)) throw badInput(form.left);
    const { leads, position } = orRefuse(
      await choosePublicLeads(deps.store, { userId: actor.userId, role: actor.role }, form.right.leads, contextOf(request, deps.clock())),
    );
    return withConsistencyToken(reply, position).send(leads);
  });
};
