import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, LANGUAGE_COOKIE } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { AUTH_COOKIE } from "@wellbeing/platform";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { sessionForm } from "@wellbeing/testkit/sessionCast";
import { dayFromToday, demoIds, logInDemoAccounts, type DemoClients, type DemoIds } from "@wellbeing/testkit/sessionListFixtures";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { FIRST_ANSWERS_ID, PRERENDERED_ATTRIBUTE } from "../../web/src/app/prerendered";
import { ensureWebBuilt } from "./webBuild";

// The pages the web server renders per request (web/src/app/serverRender.tsx through scripts/src/pageRender.ts): the
// public schedule's sessions and the staff home's figures in the HTML, asked of the API as the visitor, for them alone.

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;

beforeAll(async () => {
  const webDist = await ensureWebBuilt(path.resolve(import.meta.dirname, "../.."));
  system = await startTestSystem({ webDist });
  as = await logInDemoAccounts(system.url);
  ids = await demoIds(as);
  const chosen = await as.admin.post("/api/course-schedule/leads", { leads: [ids.lead] });
  expect(chosen.status).toBe(200);
  // The page is asked for without the admin's cookies: wait here until the choice is in the read models.
  await as.anonymous.get("/api/course-schedule", { "x-consistency-token": chosen.headers.get("x-consistency-token")! });
});

afterAll(async () => {
  await system?.stop();
});

interface Page {
  readonly status: number;
  readonly headers: Headers;
  readonly html: string;
  /** The answers the page carries for the cache, by query key (joined). */
  readonly answers: ReadonlyMap<string, unknown> | undefined;
}

const page = async (
  route: string,
  { client, headers = {} }: { readonly client?: ApiClient; readonly headers?: Record<string, string> } = {},
): Promise<Page> => {
  const cookie = [client?.cookieHeader, headers.cookie].filter(Boolean).join("; ");
  const response = await fetch(`${system.url}${route}`, { headers: { "accept-encoding": "br, gzip", ...headers, ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const embedded = new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">(.*?)</script>`).exec(html)?.[1];
  const answers = embedded
    ? new Map((JSON.parse(embedded) as Array<{ queryKey: unknown[]; answer: unknown }>).map(({ queryKey, answer }) => [queryKey.join(" "), answer]))
    : undefined;
  return { status: response.status, headers: response.headers, html, answers };
};

const SCHEDULE_API = "/api/course-schedule?page=1&type=upcoming&sortAscending=true";

describe("the public course schedule, rendered per request", () => {
  it("holds its first page of sessions in the HTML, with the API's answer for the cache, in English", async () => {
    const schedule = await page("/course-schedule", { headers: { "accept-language": "en-GB" } });
    const api = await as.anonymous.get(SCHEDULE_API);
    expect(schedule.status).toBe(200);
    expect(schedule.html).toContain('<html lang="en-GB">');
    expect(schedule.html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE} data-assumed-width="1280">`);
    expect(schedule.html).toContain(en.sessionList.availableHeading);
    expect(schedule.html).toContain(`<span class="session-count-value">${api.body.total}</span>`);
    expect(schedule.html).toContain("Tara Trainer");
    // Whole: no part of it waits for a script to be revealed (the content security policy allows no inline script).
    expect(schedule.html).not.toMatch(/<script>|<template/);
    // Nor a style attribute, which the policy refuses in HTML (styles come from the stylesheets).
    expect(schedule.html.match(/<[^>]* style="[^"]*"[^>]*>/g) ?? []).toEqual([]);
    expect(schedule.answers?.get("sessions courseSchedule page=1&type=upcoming&sortAscending=true")).toEqual(api.body);
    expect(schedule.answers?.get("auth")).toEqual({ isAuthenticated: false });
    // The data is in the page: nothing preloads it again.
    expect(schedule.html).not.toContain('rel="preload" as="fetch"');
    expect(schedule.headers.get("cache-control")).toBe("no-cache");
    expect(schedule.headers.get("vary")).toMatch(/cookie/);
    expect(schedule.headers.get("content-encoding")).toBe("br");
  });

  it("is rendered for a logged-in admin too, with the admin's own panel, and no style attribute", async () => {
    const schedule = await page("/course-schedule", { client: as.admin });
    expect(schedule.headers.get("cache-control")).toBe("private, no-store");
    expect(schedule.html.match(/<[^>]* style="[^"]*"[^>]*>/g) ?? []).toEqual([]);
  });

  it("is in Welsh for a visitor who chose Welsh", async () => {
    const schedule = await page("/course-schedule", { headers: { "accept-language": "en-GB", cookie: `${LANGUAGE_COOKIE}=cy` } });
    expect(schedule.html).toContain('<html lang="cy">');
    expect(schedule.html).toContain(cy.sessionList.availableHeading);
    expect(schedule.html).not.toContain(en.sessionList.availableHeading);
  });

  it("shows the filter and page its address asks for", async () => {
    const online = await page("/course-schedule?delivery=online");
    const api = await as.anonymous.get(`${SCHEDULE_API}&delivery=online`);
    expect(api.body.total).toBe(1);
    expect(online.answers?.get("sessions courseSchedule page=1&type=upcoming&sortAscending=true&delivery=online")).toEqual(api.body);
    expect(online.html).toContain(`<span class="session-count-value">1</span>`);
  });

  it("shows a session scheduled a moment ago", async () => {
    const before = await page("/course-schedule");
    const added = await as.trainer.post(
      "/api/add-session",
      sessionForm(ids.trainer, { dates: [{ sessionDate: dayFromToday(3), startTime: "10:00", endTime: "12:00" }] }),
    );
    expect(added.status).toBe(201);
    // The API's reads wait for the visitor's own write (the page's only briefly: a lagging projector leaves the page to
    // the browser), so once the trainer's read answers, the session is in the read models for everyone.
    await as.trainer.get(SCHEDULE_API);
    const after = await page("/course-schedule", { client: as.trainer });
    const anonymousAfter = await page("/course-schedule");
    const total = (answers: Page["answers"]) => (answers?.get("sessions courseSchedule page=1&type=upcoming&sortAscending=true") as { total: number }).total;
    expect(total(after.answers)).toBe(total(before.answers) + 1);
    expect(total(anonymousAfter.answers)).toBe(total(before.answers) + 1);
  });

  it("falls back to the page prerendered for everyone when the API refuses the address's page", async () => {
    const schedule = await page("/course-schedule?page=999999999999");
    expect(schedule.status).toBe(200);
    expect(schedule.answers).toBeUndefined();
    expect(schedule.html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}>`);
  });
});

describe("the staff home, rendered per request", () => {
  it("holds the caller's own figures and name, never kept by anyone", async () => {
    for (const [role, name] of [
      ["admin", "Alex Admin"],
      ["trainer", "Tara Trainer"],
    ] as const) {
      const home = await page("/dashboard", { client: as[role] });
      expect(home.status).toBe(200);
      expect(home.headers.get("cache-control")).toBe("private, no-store");
      expect(home.headers.get("vary")).toMatch(/cookie/);
      expect(home.html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE} data-assumed-width="1280">`);
      expect(home.html).toContain(name);
      expect(home.html).toContain(en.staffHome.toDo);
      expect(home.html).not.toMatch(/<script>|<template/);
      expect(home.html.match(/<[^>]* style="[^"]*"[^>]*>/g) ?? []).toEqual([]);
      expect(home.answers?.get("auth")).toEqual((await as[role].get("/api/users/auth")).body);
      expect(home.answers?.get("dashboard home")).toEqual((await as[role].get("/api/staff-home")).body);
      expect(home.answers?.get("dashboard reach")).toEqual((await as[role].post("/api/all/dashboard", {})).body);
    }
  });

  it("holds only the caller's data: the trainer's page names no other account and carries no admin's read", async () => {
    const home = await page("/dashboard", { client: as.trainer });
    for (const other of ["Alex Admin", "Lee Lead", ids.admin, "admin@demo.test", "lead@demo.test"]) expect(home.html).not.toContain(other);
    expect(home.answers?.has("users local-lead-requests")).toBe(false);
    const admin = await page("/dashboard", { client: as.admin });
    expect(admin.answers?.get("users local-lead-requests")).toEqual((await as.admin.get("/api/local-lead-requests")).body);
  });

  it("is drawn for a phone's width when a phone asks (its menu a toggle), for a computer's otherwise", async () => {
    const phone = await page("/dashboard", { client: as.trainer, headers: { "sec-ch-ua-mobile": "?1" } });
    expect(phone.html).toContain('data-assumed-width="390"');
    expect(phone.html).toContain('aria-controls="main-menu"');
    const computer = await page("/dashboard", { client: as.trainer, headers: { "sec-ch-ua-mobile": "?0", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" } });
    expect(computer.html).toContain('data-assumed-width="1280"');
    expect(computer.html).not.toContain('aria-controls="main-menu"');
  });

  it("is in the language the visitor chose", async () => {
    const home = await page("/dashboard", { client: as.lead, headers: { cookie: `${LANGUAGE_COOKIE}=cy` } });
    expect(home.html).toContain('<html lang="cy">');
    expect(home.html).toContain(cy.staffHome.toDo);
  });

  it("is not rendered on the server while the read models are behind the visitor's own write: the app's page at once, whose reads wait", async () => {
    const trainer = await logInDemoAccounts(system.url).then((clients) => clients.trainer);
    await system.projector.pause();
    try {
      // A write that appends (consent is given until withdrawn): given back below.
      expect((await trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
      const home = await page("/dashboard", { client: trainer });
      expect(home.status).toBe(200);
      expect(home.answers).toBeUndefined();
      expect(home.html).toContain('<div id="root"></div>');
    } finally {
      await system.projector.resume();
    }
    expect((await page("/dashboard", { client: trainer })).answers?.get("auth")).toEqual((await trainer.get("/api/users/auth")).body);
    expect((await trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
  });

  it("gives no staff data without a session, with a refused cookie, or to a participant: the app's own page, as before", async () => {
    for (const visitor of [
      {},
      { headers: { cookie: `${AUTH_COOKIE}=not-a-token` } },
      { headers: { cookie: `${AUTH_COOKIE}=${as.admin.sessionCookie!.split("=")[1]!.slice(0, -4)}abcd` } },
      { client: as.participant },
    ]) {
      const home = await page("/dashboard", visitor);
      expect(home.status).toBe(200);
      expect(home.answers).toBeUndefined();
      expect(home.html).not.toContain(PRERENDERED_ATTRIBUTE);
      expect(home.html).toContain('<div id="root"></div>');
    }
  });
});
