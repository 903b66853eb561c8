import path from "node:path";
import httpProxy from "@fastify/http-proxy";
import replyFrom from "@fastify/reply-from";
import Fastify, { LogController } from "fastify";
import { CORRELATION_HEADER, correlationIdOf, installSecurityHeaders, loadConfig, stopOnSignals } from "@wellbeing/platform";
import { WRITES_BY_GET } from "@wellbeing/command-api";
import { READS_BY_POST } from "@wellbeing/query-api";
import { inTurn, instancesOf, namedInstances } from "./upstreams";
import { installGatewayHealth } from "./gatewayHealth";
import { serveWebApp } from "./webApp";

/**
 * The web container of docker-compose: serves the built web app and routes /api to the services
 * on one origin — reads (GET, the live websocket, POST reads) to the query APIs, the rest to the
 * command APIs. Each of COMMAND_API_URL and QUERY_API_URL may list several instances, comma-separated:
 * requests take them in turn.
 */
const config = loadConfig();
const commandApis = instancesOf(process.env.COMMAND_API_URL ?? "http://command-api:3000");
const queryApis = instancesOf(process.env.QUERY_API_URL ?? "http://query-api:3000");
const commandApiUrl = inTurn(commandApis);
const queryApiUrl = inTurn(queryApis);

/** The url is one of these routes (a `:param` one path segment; a trailing slash or a query string allowed). */
const isOneOf = (routes: ReadonlyArray<string>, url: string) =>
  routes.some((route) => new RegExp(`^${route.replace(/:\w+/g, "[^/?]+")}(?:[/?].*)?$`).test(url));
const isRead = (method: string, url: string) =>
  ((method === "GET" || method === "HEAD") && !isOneOf(WRITES_BY_GET, url)) || (method === "POST" && isOneOf(READS_BY_POST, url));

// The gateway gives each request its correlation id (the caller's, or a new one) and passes it on to the service.
const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? "info" },
  // At the edge: believe only a load balancer named in TRUST_PROXY, never a client's own X-Forwarded-For.
  trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
  genReqId: (request) => correlationIdOf(request.headers[CORRELATION_HEADER]),
  logController: new LogController({ requestIdLogLabel: "correlationId" }),
});
// The web app's pages come from here: they carry the same headers and policy as the services' answers.
await installSecurityHeaders(app, { publicUrl: config.publicUrl });
// Bodies stream through untouched: the services decode (and refuse) them. A stream, not a buffer:
// reply-from JSON-encodes any other body of a JSON request, so a buffer would arrive as {"type":"Buffer",…}.
app.removeAllContentTypeParsers();
app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));
// A websocket stays with the query API it opened on; the next one opens on the next instance.
await app.register(httpProxy, {
  upstream: "",
  prefix: "/api/live",
  rewritePrefix: "/api/live",
  websocket: true,
  replyOptions: { getUpstream: () => queryApiUrl() },
});
await app.register(replyFrom, { disableRequestLogging: true });
installGatewayHealth(app, Object.fromEntries([...namedInstances("commandApi", commandApis), ...namedInstances("queryApi", queryApis)]));
// The services key rate limits by client address: tell them the client's (the one address this gateway
// judged, replacing whatever the client sent), or every client would share the gateway's. They trust this
// gateway's address alone (TRUST_PROXY), so nobody else can name a client.
app.all("/api/*", (request, reply) =>
  reply.from(`${isRead(request.method, request.url) ? queryApiUrl() : commandApiUrl()}${request.url}`, {
    rewriteRequestHeaders: (_request, headers) => ({ ...headers, "x-forwarded-for": request.ip, [CORRELATION_HEADER]: request.id }),
  }),
);
await serveWebApp(app, path.resolve(import.meta.dirname, "../../web/dist"));
await app.listen({ port: config.port, host: config.host });
stopOnSignals(() => app.close());
