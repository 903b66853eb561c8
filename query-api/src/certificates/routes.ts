import type { FastifyInstance } from "fastify";
import { normaliseVerificationCode, verifyCertificateContract, type CertificateStatus } from "@wellbeing/domain";
import { notFound, routeContract, type CertificateRow } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/** Certificates anyone can verify (§2.18): by its code, without logging in; only what the certificate says in public. */
export const certificateRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  routeContract(app, verifyCertificateContract, {
    handle: async ({ params: { code }, reply }) => {
      const row: CertificateRow | undefined = await deps.db
        .withSchema(deps.schema)
        .from("certificates")
        .where({ code: normaliseVerificationCode(code) })
        .first();
      if (!row) throw notFound("certificate");
      // A verification never names more than it shows: no caching by shared proxies of someone's name.
      reply.header("cache-control", "private, no-store");
      const status: CertificateStatus = row.revoked ? "revoked" : row.replaced_by !== null ? "replaced" : "valid";
      return { code: row.code, name: status === "valid" ? row.name : null, module: row.module, course: row.course, date: row.completed_on, status };
    },
  });
};
