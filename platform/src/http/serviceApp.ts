import cookie from "@fastify/cookie";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import type { CallerStanding } from "../auth/callerStanding";
import type { TokenService } from "../auth/tokens";
import type { LogSetting } from "../logging";
import { CORRELATION_HEADER, correlationIdOf, installCorrelation } from "../observability/correlation";
import { installAuthentication } from "./authentication";
import { installContractRegistry } from "./contractRoute";
import { answerError, installErrorHandler } from "./errorHandler";
import { installJsonBodyParser } from "./jsonBody";
import { installSafeInputCheck } from "./safeInput";
import { installSameOriginCheck } from "./sameOrigin";
import { installSecurityHeaders } from "./securityHeaders";

interface ServiceAppOptions {
  readonly tokens: TokenService;
  /** Judges each token against its person's user stream (see installAuthentication). */
  readonly standing: CallerStanding;
  readonly publicUrl?: string;
  readonly logger?: LogSetting;
  /**
   * The reverse proxies (addresses, CIDRs) whose X-Forwarded-* headers are believed: the client
   * address (rate limits) is the right-most one they did not add. None by default.
   */
  readonly trustProxy?: ReadonlyArray<string>;
}

/**
 * The Fastify root every service (or the all-in-one launcher) registers its routes on: security
 * headers, cookies, the caller from the session token, the cross-site check, and one error format.
 */
export const createServiceApp = async (options: ServiceAppOptions): Promise<FastifyInstance> => {
  const app = Fastify({
    logger: options.logger ?? false,
    // The request id is its correlation id: the caller's x-correlation-id, or a new one.
    genReqId: (request) => correlationIdOf(request.headers[CORRELATION_HEADER]),
    logController: new LogController({ requestIdLogLabel: "correlationId" }),
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    bodyLimit: 1024 * 1024,
    // A path the router cannot read (bad percent-encoding, an over-long segment) is refused in the same format as any other.
    frameworkErrors: answerError,
  });
  await installSecurityHeaders(app, { publicUrl: options.publicUrl });
  await app.register(cookie);
  installAuthentication(app, options.tokens, options.standing);
  installSameOriginCheck(app, { publicUrl: options.publicUrl });
  installJsonBodyParser(app);
  installSafeInputCheck(app);
  installErrorHandler(app);
  installContractRegistry(app);
  installCorrelation(app);
  return app;
};
