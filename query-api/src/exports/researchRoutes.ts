import type { FastifyInstance } from "fastify";
import { ADMIN_ROLES, attachmentDisposition, isExportableDay, message, programmeDate, researchExportContract, researchExportFilename } from "@wellbeing/domain";
import { badInput, requireRole, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { buildResearchExport } from "./researchArchive";

/** GET /api/research-export: the anonymised dataset replayed from the event log, for admins. */
export const researchExportRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, researchExportContract, {
    caller: (request) => requireRole(request, ADMIN_ROLES),
    handle: async ({ query, reply }) => {
      if (!isExportableDay(query.asOf, programmeDate(deps.clock()))) throw badInput({ asOf: message("dataExports.asOfFuture") });
      const { zip } = await buildResearchExport({ store: deps.store, db: deps.db, asOf: query.asOf });
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", attachmentDisposition(researchExportFilename(query.asOf)))
        .header("cache-control", "no-store")
        .send(Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength));
    },
  });
};
