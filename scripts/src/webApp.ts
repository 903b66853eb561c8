import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS, languageChoiceIn } from "@wellbeing/domain";
import { AUTH_COOKIE, notFound, requestLanguage } from "@wellbeing/platform";
import { COMPRESSIBLE } from "../../web/build/precompress";
import { PRERENDERED_FOLDER, prerenderedFile, SERVER_FOLDER } from "../../web/src/app/prerendered";
import { loadPageRenderer } from "./pageRender";

/** Vite's output under assets/ carries a content hash in every name: a changed file is a new address. */
const HASHED = `${path.sep}assets${path.sep}`;
export const CACHE_FOR_GOOD = "public, max-age=31536000, immutable";
/** index.html, robots.txt and the other unhashed files: kept, but checked (ETag) before each use. */
export const REVALIDATE = "no-cache";
/** A file of a kind the build compresses beside itself (or one of its copies): its answer depends on Accept-Encoding. */
const negotiated = (filePath: string): boolean => COMPRESSIBLE.test(filePath.replace(/\.(br|gz)$/, ""));
/** A page's answer (index.html or a prerendered page) depends on the session cookie and the language too. */
const PAGE_VARY = "accept-encoding, cookie, accept-language";

/** The build's prerendered pages (web/build/prerender.ts), as paths relative to it. */
const prerenderedPages = async (webDist: string): Promise<ReadonlySet<string>> => {
  const folder = path.join(webDist, PRERENDERED_FOLDER);
  if (!existsSync(folder)) return new Set();
  const files = await readdir(folder);
  return new Set(files.filter((file) => file.endsWith(".html")).map((file) => `${PRERENDERED_FOLDER}/${file}`));
};

/**
 * The page to answer a page route with: its prerendered first screen in the visitor's language when there is one
 * and no session cookie came (a logged-out visitor sees the same page as everyone), else index.html.
 */
const pageFor = (request: FastifyRequest, prerendered: ReadonlySet<string>): string => {
  if (request.cookies[AUTH_COOKIE]) return "index.html";
  const file = prerenderedFile(new URL(request.url, "http://page").pathname, requestLanguage(request));
  return prerendered.has(file) ? file : "index.html";
};

/**
 * Serves the built single-page app: files as they are (their brotli or gzip copy when the browser takes it),
 * and index.html for every other page route (the app's router decides). Unknown /api paths stay JSON 404s.
 */
export const serveWebApp = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  const hasWebApp = webDist !== undefined && existsSync(`${webDist}/index.html`);
  const prerendered = hasWebApp ? await prerenderedPages(webDist) : new Set<string>();
  // The services' root app reads cookies already; the gateway's does not.
  if (!app.hasRequestDecorator("cookies")) await app.register(fastifyCookie);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own `public, max-age=0` would override ours (setHeaders runs first).
      cacheControl: false,
      // The compressed copies are answers to their file's address, not addresses of their own.
      // The prerendered pages are answers to their page's route, sent by the not-found handler below.
      // The server's own code (the per-request render) is never sent.
      globIgnore: ["**/*.br", "**/*.gz", `${PRERENDERED_FOLDER}/**`, `${SERVER_FOLDER}/**`],
      setHeaders: (response, filePath) => {
        response.setHeader("cache-control", filePath.includes(HASHED) ? CACHE_FOR_GOOD : REVALIDATE);
        if (filePath.replace(/\.(br|gz)$/, "").endsWith(".html")) response.setHeader("vary", PAGE_VARY);
        else if (negotiated(filePath)) response.setHeader("vary", "accept-encoding");
      },
    });
  }
  // The public schedule and the staff home are rendered per request, with their data (docs/operations.md).
  const answerPage = hasWebApp ? await loadPageRenderer(app, webDist) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    // A missing hashed file (an old page asking for last release's chunk) is a 404, never the page as JavaScript.
    const pageRoute = !request.url.startsWith("/api") && !request.url.startsWith("/assets/");
    if (!hasWebApp || !pageRoute || (request.method !== "GET" && request.method !== "HEAD")) throw notFound("such page");
    // The language switch pressed before the app runs (a link): remembered as the app remembers it, then the page again.
    const choice = languageChoiceIn(request.url);
    if (choice) {
      void reply.setCookie(LANGUAGE_COOKIE, choice.language, { path: "/", maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS, sameSite: "lax" });
      return reply.header("cache-control", "no-store").redirect(choice.rest, 303);
    }
    if (answerPage && (await answerPage(request, reply))) return reply;
    return reply.type("text/html").sendFile(pageFor(request, prerendered));
  });
};
