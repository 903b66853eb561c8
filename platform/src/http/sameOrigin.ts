import type { FastifyInstance } from "fastify";
import { message } from "@wellbeing/domain";
import { HttpProblem } from "./problems";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request protection for mutations, on top of the SameSite cookie: a browser always
 * sends Origin on a cross-site POST, so one naming another site is refused. Clients without an
 * Origin header (scripts, tests) are not browsers acting for someone else and pass.
 */
export const installSameOriginCheck = (app: FastifyInstance, options: { publicUrl?: string }): void => {
  const allowed = options.publicUrl ? new URL(options.publicUrl).origin : null;
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpProblem(403, { error: message("product.crossSiteRefused") });
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = (() => {
      try {
        return new URL(origin).host === request.headers.host;
      } catch {
        return false;
      }
    })();
    if (!sameHost && origin !== allowed) throw new HttpProblem(403, { error: message("product.crossSiteRefused") });
  });
};
