import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AUTH_COOKIE, CONSISTENCY_STALE_HEADER, CONSISTENCY_WAIT_HEADER, requestLanguage } from "@wellbeing/platform";
import {
  PRERENDERED_FOLDER,
  SERVER_FOLDER,
  SERVER_RENDER_FILE,
  SERVER_RENDERED_SUFFIX,
  type PageApiAnswer,
  type RenderPage,
} from "../../web/src/app/prerendered";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A page for one visitor is never kept by anyone; one for every logged-out visitor is checked before each use. */
export const PERSONAL_PAGE = "private, no-store";
const PUBLIC_PAGE = "no-cache";

/** Renders a page route per request (web/src/app/serverRender.tsx, built into the web app's server folder); false when it does not. */
export type AnswerPage = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * How long the server's render waits for the read models to pass the visitor's latest write. Past it, the page is
 * not rendered here: the browser's shell paints at once and its own reads wait, so a lagging read model never
 * holds back a page nor hides what the visitor just did.
 */
const RENDER_CONSISTENCY_WAIT_MS = 250;

/** An answer the API marked as not yet showing the visitor's latest write: the render declines it. */
const STALE_ANSWER = 503;

/** Asks this origin's API as the visitor: their cookies, their language, their address; in process, through every check a browser's request meets. */
const asVisitor =
  (app: FastifyInstance, request: FastifyRequest) =>
  async (method: string, url: string, body: unknown): Promise<PageApiAnswer> => {
    const headers: Record<string, string> = { accept: "application/json", [CONSISTENCY_WAIT_HEADER]: String(RENDER_CONSISTENCY_WAIT_MS) };
    for (const name of ["cookie", "accept-language", "user-agent"] as const) {
      const value = request.headers[name];
      if (typeof value === "string") headers[name] = value;
    }
    if (body !== undefined) headers["content-type"] = "application/json";
    const answer = await app.inject({
      method: method === "POST" ? "POST" : "GET",
      url,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
      remoteAddress: request.ip,
    });
    if (answer.headers[CONSISTENCY_STALE_HEADER] === "true") return { status: STALE_ANSWER, body: undefined };
    try {
      return { status: answer.statusCode, body: answer.json() as unknown };
    } catch {
      return { status: answer.statusCode, body: undefined };
    }
  };

/** A phone, by its client hint (Chromium's `Sec-CH-UA-Mobile: ?1`) or its user agent. */
const isPhone = (request: FastifyRequest): boolean =>
  request.headers["sec-ch-ua-mobile"] === "?1" || /Mobi|Android|iPhone/.test(String(request.headers["user-agent"] ?? ""));

/** Compressed once per answer, quickly: the page is rendered for this request, not built in advance. */
const encoded = async (request: FastifyRequest, html: string): Promise<{ readonly body: Buffer; readonly encoding?: "br" | "gzip" }> => {
  const accepted = String(request.headers["accept-encoding"] ?? "");
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(html, { level: 6 }), encoding: "gzip" };
  return { body: Buffer.from(html) };
};

/**
 * The web app's per-request render with the templates of its pages, when the build has one. A page it renders goes
 * out as HTML for this visitor; where it declines (another page, a visitor the guard would send away, an answer the
 * API refused) or fails, the caller answers as before.
 */
export const loadPageRenderer = async (app: FastifyInstance, webDist: string): Promise<AnswerPage | undefined> => {
  const module = path.join(webDist, SERVER_FOLDER, SERVER_RENDER_FILE);
  if (!existsSync(module)) return undefined;
  const { renderPage } = (await import(pathToFileURL(module).href)) as { readonly renderPage: RenderPage };
  // Each page's template, by its route: `pages/course-schedule.page.html` is /course-schedule's.
  const templates = new Map<string, string>();
  for (const file of await readdir(path.join(webDist, PRERENDERED_FOLDER))) {
    if (!file.endsWith(SERVER_RENDERED_SUFFIX)) continue;
    templates.set(`/${file.slice(0, -SERVER_RENDERED_SUFFIX.length)}`, await readFile(path.join(webDist, PRERENDERED_FOLDER, file), "utf8"));
  }
  return async (request, reply) => {
    const url = new URL(request.url, "http://page");
    const template = templates.get(url.pathname);
    if (template === undefined) return false;
    const hasSession = Boolean(request.cookies[AUTH_COOKIE]);
    let html: string | undefined;
    try {
      html = await renderPage({
        pathname: url.pathname,
        search: url.search,
        language: requestLanguage(request),
        template,
        phone: isPhone(request),
        hasSession,
        read: asVisitor(app, request),
      });
    } catch (error) {
      request.log.error({ err: error }, "the page could not be rendered on the server; the browser renders it");
    }
    if (html === undefined) return false;
    const { body, encoding } = await encoded(request, html);
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", hasSession ? PERSONAL_PAGE : PUBLIC_PAGE)
      .header("vary", "accept-encoding, cookie, accept-language");
    if (encoding) reply.header("content-encoding", encoding);
    await reply.send(body);
    return true;
  };
};
