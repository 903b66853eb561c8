import { existsSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFound } from "@wellbeing/platform";

/**
 * Serves the built single-page app: files as they are, and index.html for every other page route
 * (the app's router decides). Unknown /api paths stay JSON 404s.
 */
export const serveWebApp = async (app: FastifyInstance, webDist: string | undefined): Promise<void> => {
  const hasWebApp = webDist !== undefined && existsSync(`${webDist}/index.html`);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // Built assets carry a content hash in their names: cache them for good; never cache index.html.
      setHeaders: (response, filePath) =>
        response.setHeader("cache-control", filePath.includes("/assets/") ? "public, max-age=31536000, immutable" : "no-cache"),
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!hasWebApp || request.url.startsWith("/api") || request.method !== "GET") throw notFound("such page");
    return reply.type("text/html").header("cache-control", "no-cache").sendFile("index.html");
  });
};
