import type { FastifyInstance, FastifyRequest } from "fastify";
import { message } from "@wellbeing/domain";
import { HttpProblem } from "./problems";

declare module "fastify" {
  interface FastifyInstance {
    /** The public address's origin (PUBLIC_URL), when one is set: pages there are this site's. */
    publicOrigin: string | null;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin (scheme, host and port) an Origin header names; null for one that is not a URL at all. */
const originOf = (value: string): string | null => {
  try {
    const origin = new URL(value).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
};

/**
 * Whether an Origin header names this site: the origin the request was made to (its scheme, as
 * the trusted proxy says, and its Host) or the public address. Scheme and host both count: an
 * https page on the same host is another origin than an http site.
 */
const isOwnOrigin = (request: FastifyRequest, origin: string): boolean => {
  const named = originOf(origin);
  if (named === null) return false;
  if (named === request.server.publicOrigin) return true;
  return request.headers.host !== undefined && named === originOf(`${request.protocol}://${request.headers.host}`);
};

/** Refuses (403) a request a page of another origin made; one without an Origin header (not a browser's) passes. */
export const refuseOtherOrigins = (request: FastifyRequest): void => {
  if (request.headers["sec-fetch-site"] === "cross-site") throw new HttpProblem(403, { error: message("product.crossSiteRefused") });
  const origin = request.headers.origin;
  if (origin !== undefined && !isOwnOrigin(request, origin)) throw new HttpProblem(403, { error: message("product.crossSiteRefused") });
};

/**
 * Cross-site request protection for mutations, on top of the SameSite cookie: a browser always
 * sends Origin on a cross-site POST, so one naming another origin is refused. Clients without an
 * Origin header (scripts, tests) are not browsers acting for someone else and pass. The websocket
 * upgrade (a GET) calls refuseOtherOrigins itself, once its plugin can close a refused socket.
 */
export const installSameOriginCheck = (app: FastifyInstance, options: { publicUrl?: string }): void => {
  app.decorate("publicOrigin", options.publicUrl ? new URL(options.publicUrl).origin : null);
  app.addHook("onRequest", async (request) => {
    if (!SAFE_METHODS.has(request.method)) refuseOtherOrigins(request);
  });
};
