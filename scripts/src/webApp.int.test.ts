import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, LANGUAGE_COOKIE } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { AUTH_COOKIE } from "@wellbeing/platform";
import { PRERENDERED_ATTRIBUTE } from "../../web/src/app/prerendered";
import { CACHE_FOR_GOOD, REVALIDATE, serveWebApp } from "./webApp";
import { buildWebApp } from "./webBuild";

// The web app as the launcher serves it: a real Vite build (compressed at build time) behind a real
// Fastify server on a socket, read with node:http so the bytes are seen as they travel.

const root = path.resolve(import.meta.dirname, "../..");
let dist: string;
let app: FastifyInstance;
let origin: string;
let entryScript: string;

interface Answer {
  readonly status: number;
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

const get = (route: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    http
      .get(`${origin}${route}`, { headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });

/** A request sent as written: no URL parsing on the way, so `..` and `%2e%2e` reach the server as an attacker sends them. */
const raw = (method: string, route: string, headers: Record<string, string> = {}): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    http
      .request({ method, hostname, port, path: route, headers }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(parts) }));
        response.on("error", reject);
      })
      .on("error", reject)
      .end();
  });

const decoded = (answer: Answer): Buffer => {
  if (answer.headers["content-encoding"] === "br") return brotliDecompressSync(answer.body);
  if (answer.headers["content-encoding"] === "gzip") return gunzipSync(answer.body);
  return answer.body;
};

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), "wellbeing-web-"));
  await buildWebApp(root, { outDir: dist });
  const scripts = (await readdir(path.join(dist, "assets"))).filter((file) => /^index-.*\.js$/.test(file));
  entryScript = `/assets/${scripts[0]}`;
  app = Fastify();
  await serveWebApp(app, dist);
  await app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.close();
  if (dist) await rm(dist, { recursive: true, force: true });
});

describe("hashed assets", () => {
  it("are sent brotli-compressed to a browser that takes brotli, cached for good, varying by Accept-Encoding", async () => {
    const answer = await get(entryScript, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers["cache-control"]).toBe(CACHE_FOR_GOOD);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(answer).equals(await readFile(path.join(dist, entryScript)))).toBe(true);
    expect(answer.body.length).toBeLessThan((await readFile(path.join(dist, entryScript))).length / 2);
  });

  it("are sent gzip-compressed to a client that takes only gzip", async () => {
    const answer = await get(entryScript, { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe(CACHE_FOR_GOOD);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(answer).equals(await readFile(path.join(dist, entryScript)))).toBe(true);
  });

  it("are sent as they are to a client that takes no compression", async () => {
    const answer = await get(entryScript);
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["cache-control"]).toBe(CACHE_FOR_GOOD);
    expect(answer.body.equals(await readFile(path.join(dist, entryScript)))).toBe(true);
  });

  it("include the stylesheet, compressed and cached for good", async () => {
    const stylesheet = (await readdir(path.join(dist, "assets"))).find((file) => file.endsWith(".css"));
    const answer = await get(`/assets/${stylesheet}`, { "accept-encoding": "br" });
    expect(answer.headers["content-type"]).toMatch(/^text\/css/);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe(CACHE_FOR_GOOD);
  });
});

describe("index.html and the page routes", () => {
  it("answer the app's page at / compressed, revalidated on every use by its ETag", async () => {
    const answer = await get("/", { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.headers.etag).toBeTruthy();
    expect(decoded(answer).toString()).toContain('<div id="root"');
  });

  it("answer an unchanged page with 304 Not Modified when the browser shows its ETag", async () => {
    const first = await get("/course-schedule", { "accept-encoding": "br" });
    const again = await get("/course-schedule", { "accept-encoding": "br", "if-none-match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("answer a deep link with index.html (the SPA fallback), revalidated, never cached for good", async () => {
    const answer = await get("/session-details/0190a3c4-0000-7000-8000-000000000000", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.headers.etag).toBeTruthy();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(answer).toString()).toContain('<div id="root">');
  });

  it("answer index.html asked for by name the same way", async () => {
    const answer = await get("/index.html");
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(answer.headers.etag).toBeTruthy();
  });
});

/** A page route's answer and its HTML, asked as a browser taking brotli asks. */
const page = async (route: string, headers: Record<string, string> = {}) => {
  const answer = await get(route, { "accept-encoding": "br", ...headers });
  return { answer, html: decoded(answer).toString() };
};

describe("prerendered pages", () => {
  it("send a visitor with no session the welcome page's first screen in their browser's language, revalidated", async () => {
    const english = await page("/", { "accept-language": "en-GB,en;q=0.9" });
    expect(english.html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}>`);
    expect(english.html).toContain('<html lang="en-GB">');
    expect(english.html).toContain(`<h1 class="bp6-heading">${en.welcome.title}</h1>`);
    expect(english.answer.headers["cache-control"]).toBe(REVALIDATE);
    expect(english.answer.headers.vary).toMatch(/accept-encoding.*cookie.*accept-language/i);

    const welsh = await page("/", { "accept-language": "cy-GB,cy;q=0.9,en;q=0.5" });
    expect(welsh.html).toContain('<html lang="cy">');
    expect(welsh.html).toContain(`<h1 class="bp6-heading">${cy.welcome.title}</h1>`);
    expect(welsh.answer.headers.etag).not.toBe(english.answer.headers.etag);
  });

  it("follow the language cookie over the browser's languages, and ignore the query string", async () => {
    const { html } = await page("/course-schedule?page=2", { "accept-language": "en-GB", cookie: `${LANGUAGE_COOKIE}=cy` });
    expect(html).toContain('<html lang="cy">');
    // React writes an apostrophe as &#x27;.
    expect(html).toContain(cy.sessionList.scheduleIntro1.replaceAll("'", "&#x27;"));
  });

  it("link the schedule's screen code and styles and preload its first page of sessions", async () => {
    const { html } = await page("/course-schedule");
    const links = (rel: string) => [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, "g"))].map((match) => match[1]);
    expect(links("modulepreload").some((href) => /\/assets\/CourseSchedulePage-.*\.js$/.test(href!))).toBe(true);
    expect(links("stylesheet").some((href) => /\/assets\/CourseSchedulePage-.*\.css$/.test(href!))).toBe(true);
    expect(links("preload")).toEqual(["/api/course-schedule?page=1&amp;type=upcoming&amp;sortAscending=true"]);
  });

  it("are never sent with a session cookie: the logged-in frame is the app's to draw, whose index.html asks who the visitor is at once", async () => {
    for (const route of ["/", "/course-schedule"]) {
      const { html } = await page(route, { cookie: `${AUTH_COOKIE}=whatever; ${LANGUAGE_COOKIE}=cy` });
      expect(html, route).toContain('<div id="root"></div>');
      expect(html, route).not.toContain(PRERENDERED_ATTRIBUTE);
      expect(html, route).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/users/auth">');
    }
  });

  it("exist only for the public pages: any other route is index.html", async () => {
    const { html } = await page("/login");
    expect(html).toContain('<div id="root"></div>');
    expect((await get("/pages/index.en.html")).body.toString()).not.toContain(PRERENDERED_ATTRIBUTE);
  });
});

describe("the language chosen in a page's address (the language switch before the app runs)", () => {
  it("is remembered in the language cookie, as the app remembers it, and the visitor sent to the same page without it", async () => {
    const answer = await get("/course-schedule?delivery=online&lang=cy&page=2");
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe("/course-schedule?delivery=online&page=2");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(new RegExp(`^${LANGUAGE_COOKIE}=cy; Max-Age=31536000; Path=/; SameSite=Lax$`))]);
    const { html } = await page(answer.headers.location!, { cookie: answer.headers["set-cookie"]![0]!.split(";")[0]! });
    expect(html).toContain('<html lang="cy">');
  });

  it("is no choice when it names no language of ours, nor on an API address: the page, or the API's 404, as before", async () => {
    for (const route of ["/course-schedule?lang=fr", "/course-schedule?lang=", "/course-schedule?language=cy"]) {
      const answer = await get(route);
      expect(answer.status, route).toBe(200);
      expect(answer.headers["set-cookie"], route).toBeUndefined();
    }
    const api = await get("/api/never-a-route?lang=cy");
    expect(api.status).toBe(404);
    expect(api.headers["set-cookie"]).toBeUndefined();
  });

  it("never sends the visitor to another site, however the path is written", async () => {
    for (const route of ["//elsewhere.example/?lang=cy", "/\\elsewhere.example/?lang=cy", "///elsewhere.example?lang=cy", "/%2F%2Felsewhere.example?lang=cy"]) {
      const answer = await raw("GET", route);
      expect(answer.status, route).toBe(303);
      expect(answer.headers.location, route).toMatch(/^\/[^/\\]/);
    }
  });
});

describe("robots.txt", () => {
  it("lets search engines index the public pages and keeps them out of the application and its API", async () => {
    const answer = await get("/robots.txt");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    expect(answer.headers["cache-control"]).toBe(REVALIDATE);
    const rules = answer.body
      .toString()
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#"));
    expect(rules).toEqual([
      "User-agent: *",
      "Allow: /$",
      "Allow: /course-schedule",
      "Allow: /verify$",
      "Allow: /terms$",
      "Allow: /privacy$",
      "Allow: /assets/",
      "Disallow: /",
    ]);
  });
});

describe("odd requests", () => {
  it("choose the encoding the Accept-Encoding header allows, whatever its form", async () => {
    const original = await readFile(path.join(dist, entryScript));
    // Each header with the encodings it allows (`*`: any of ours).
    const cases: ReadonlyArray<[string, ReadonlyArray<string | undefined>]> = [
      ["br;q=0, gzip", ["gzip"]],
      ["br;q=0, gzip;q=0", [undefined]],
      ["identity", [undefined]],
      ["*", ["br", "gzip"]],
      ["gzip;q=0.5, br;q=0.1", ["gzip"]],
      ["compress, x-nonsense", [undefined]],
      [`${"x-unknown, ".repeat(450)}gzip`, ["gzip"]],
    ];
    for (const [acceptEncoding, allowed] of cases) {
      const answer = await get(entryScript, { "accept-encoding": acceptEncoding });
      expect(answer.status, acceptEncoding.slice(0, 40)).toBe(200);
      expect(allowed, acceptEncoding.slice(0, 40)).toContain(answer.headers["content-encoding"]);
      expect(decoded(answer).equals(original), acceptEncoding.slice(0, 40)).toBe(true);
    }
  });

  it("never serve a file outside the build, however the path climbs", async () => {
    for (const route of [
      "/assets/../../package.json",
      "/assets/%2e%2e/%2e%2e/package.json",
      "/%2e%2e/package.json",
      "/assets/..%2f..%2fpackage.json",
      "/..%5c..%5cpackage.json",
      "/assets/%252e%252e/%252e%252e/package.json",
    ]) {
      const answer = await raw("GET", route);
      expect(answer.status, route).toBeLessThan(500);
      expect(answer.body.toString(), route).not.toContain('"workspaces"');
    }
  });

  it("answer HEAD like GET, without a body: for a hashed asset, the page, a deep link and robots.txt", async () => {
    for (const route of [entryScript, "/", "/course-schedule", "/robots.txt"]) {
      const headers = { "accept-encoding": "br" };
      const [head, full] = [await raw("HEAD", route, headers), await get(route, headers)];
      expect(head.status, route).toBe(200);
      expect(head.body.length, route).toBe(0);
      expect(head.headers["content-type"], route).toBe(full.headers["content-type"]);
      expect(head.headers["cache-control"], route).toBe(full.headers["cache-control"]);
    }
  });

  it("never answer a compressed copy at its own address (it is an answer to its file's), nor a missing asset with the page", async () => {
    for (const route of [`${entryScript}.br`, `${entryScript}.gz`, "/assets/index-missing.js", "/assets/"]) {
      const answer = await get(route, { "accept-encoding": "br, gzip" });
      expect(answer.status, route).toBe(404);
      expect(answer.headers["content-encoding"], route).toBeUndefined();
      expect(answer.headers["content-type"], route).toMatch(/^application\/json/);
    }
    const pageCopy = await get("/index.html.br", { "accept-encoding": "br" });
    expect(pageCopy.headers["content-type"]).toMatch(/^text\/html/);
    expect(decoded(pageCopy).toString()).toContain('<div id="root">');
  });

  it("keep unknown API addresses JSON 404s, whatever the method", async () => {
    for (const method of ["GET", "HEAD", "POST", "DELETE"]) {
      const answer = await raw(method, "/api/no-such-thing");
      expect(answer.status, method).toBe(404);
      if (method !== "HEAD") expect(answer.headers["content-type"], method).toMatch(/^application\/json/);
    }
  });
});
