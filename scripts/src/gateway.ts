import path from "node:path";
import httpProxy from "@fastify/http-proxy";
import replyFrom from "@fastify/reply-from";
import Fastify from "fastify";
import { installSecurityHeaders, loadConfig, stopOnSignals } from "@wellbeing/platform";
import { WRITES_BY_GET } from "@wellbeing/command-api";
import { READS_BY_POST } from "@wellbeing/query-api";
import { serveWebApp } from "./webApp";

/**
 * The web container of docker-compose: serves the built web app and routes /api to the services
 * on one origin — reads (GET, the live websocket, POST reads) to the query API, the rest to the
 * command API.
 */
const config = loadConfig();
const commandApiUrl = process.env.COMMAND_API_URL ?? "http://command-api:3000";
const queryApiUrl = process.env.QUERY_API_URL ?? "http://query-api:3000";

/** The url is one of these routes (a `:param` one path segment; a trailing slash or a query string allowed). */
const isOneOf = (routes: ReadonlyArray<string>, url: string) =>
  routes.some((route) => new RegExp(`^${route.replace(/:\w+/g, "[^/?]+")}(?:[/?].*)?$`).test(url));
const isRead = (method: string, url: string) =>
  ((method === "GET" || method === "HEAD") && !isOneOf(WRITES_BY_GET, url)) || (method === "POST" && isOneOf(READS_BY_POST, url));

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? "info" }, trustProxy: true });
// The web app's pages come from here: they carry the same headers and policy as the services' answers.
await installSecurityHeaders(app, { publicUrl: config.publicUrl });
// Bodies pass through untouched: the services decode (and refuse) them.
app.removeAllContentTypeParsers();
app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
await app.register(httpProxy, { upstream: queryApiUrl, prefix: "/api/live", rewritePrefix: "/api/live", websocket: true });
await app.register(replyFrom, { disableRequestLogging: true });
// The services key rate limits by client address: tell them the client's, or every client would share the gateway's.
app.all("/api/*", (request, reply) =>
  reply.from(`${isRead(request.method, request.url) ? queryApiUrl : commandApiUrl}${request.url}`, {
    rewriteRequestHeaders: (_request, headers) => ({ ...headers, "x-forwarded-for": request.ip }),
  }),
);
await serveWebApp(app, path.resolve(import.meta.dirname, "../../web/dist"));
await app.listen({ port: config.port, host: config.host });
stopOnSignals(() => app.close());
