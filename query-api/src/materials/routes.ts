import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import {
  attachmentDisposition,
  COURSES,
  canDownloadMaterial,
  findMaterialDocument,
  materialCards,
  materialCoursesContract,
  materialDownloadContract,
  materialDownloadName,
  materialDownloadPath,
  materialFilePath,
  materialsContract,
  message,
  programmeDate,
} from "@wellbeing/domain";
import { notAllowed, notFound, requestLanguage, routeContract } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { ownSessionsOf } from "../participantHome/journeyQueries";
import { requireParticipant } from "../roster/routes";
import { MATERIALS_DIRECTORY } from "./files";
import { courseSessionsOf } from "./queries";

/** The course materials (§2.14): the course picker, one course's cards, and the downloads, gated as §6 says. */
export const materialRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, materialCoursesContract, {
    caller: requireParticipant,
    handle: async ({ caller }) => {
      const taken = new Set((await ownSessionsOf(deps.db, deps.schema, caller)).map(({ session }) => session.course));
      return { courses: COURSES.filter((course) => taken.has(course)) };
    },
  });

  routeContract(app, materialsContract, {
    caller: requireParticipant,
    handle: async ({ caller, params: { course } }) => {
      const sessions = await courseSessionsOf(deps.db, deps.schema, caller, course);
      const cards = materialCards(course, sessions, programmeDate(deps.clock()));
      return {
        course,
        modules: cards.map((card) => ({
          module: card.module,
          documents: card.documents.map(({ document, lock }) => ({
            id: document.id,
            kind: document.kind,
            timing: document.timing,
            lock,
            downloadUrl: lock === null ? materialDownloadPath(course, document.id) : null,
          })),
          preCourseEvaluation: card.preCourseEvaluation,
          postSessionEvaluation: card.postSessionEvaluation,
        })),
      };
    },
  });

  // A locked document is refused however it is asked for (§6), its address typed in included.
  routeContract(app, materialDownloadContract, {
    caller: requireParticipant,
    handle: async ({ caller, params, query, request, reply }) => {
      const language = query.language ?? requestLanguage(request);
      const document = findMaterialDocument(params.course, params.document);
      if (!document) throw notFound("document");
      const sessions = await courseSessionsOf(deps.db, deps.schema, caller, params.course);
      if (!canDownloadMaterial(document, sessions)) throw notAllowed(message("materials.documentLocked"));
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", attachmentDisposition(materialDownloadName(document, language)))
        .header("cache-control", "private, no-store")
        .send(createReadStream(new URL(materialFilePath(document, language), MATERIALS_DIRECTORY)));
    },
  });
};
