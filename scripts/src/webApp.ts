import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "@wellbeing/platform";
import { COMPRESSIBLE } from "../../web/build/precompress";

/** Vite's output under assets/ carries a content hash in every name: a changed file is a new address. */
const HASHED = `${path.sep}assets${path.sep}`;
export const CACHE_FOR_GOOD = "public, max-age=31536000, immutable";
/** index.html, robots.txt and the other unhashed files: kept, but checked (ETag) before each use. */
export const REVALIDATE = "no-cache";
/** A file of a kind the build compresses beside itself (or one of its copies): its answer depends on Accept-Encoding. */
const negotiated = (filePath: string): boolean => COMPRESSIBLE.test(filePath.replace(/\.(br|gz)$/, ""));

/**
 * Serves the built single-page app: files as they are (their brotli or gzip copy when the browser takes it),
 * and index.html for every other page route (the app's router decides). Unknown /api paths stay JSON 404s.
 */
export const serveWebApp = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  const hasWebApp = webDist !== undefined && existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own `public, max-age=0` would override ours (setHeaders runs first).
      cacheControl: false,
      // The compressed copies are answers to their file's address, not addresses of their own.
      globIgnore: ["**/*.br", "**/*.gz"],
      setHeaders: (response, filePath) => {
        response.setHeader("cache-control", filePath.includes(HASHED) ? CACHE_FOR_GOOD : REVALIDATE);
        if (negotiated(filePath)) response.setHeader("vary", "accept-encoding");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // A missing hashed file (an old page asking for last release's chunk) is a 404, never the page as JavaScript.
    const pageRoute = !request.url.startsWith("/api") && !request.url.startsWith("/assets/");
    if (!hasWebApp || !pageRoute || (request.method !== "GET" && request.method !== "HEAD")) throw notFound("such page");
    return reply.type("text/html").sendFile("index.html");
  });
};
