import type { BrowserContextOptions, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { en, LANGUAGE_COOKIE } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { AUTH_COOKIE } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { shoot } from "@wellbeing/testkit/screenshots";
import { untilTakenOver } from "@wellbeing/testkit/browser";

// The public pages' first screens come as HTML (the welcome page prerendered at build time, the schedule and the
// staff home rendered per request with their data): on screen before any JavaScript, then taken over by the app
// without an error, a flash, a shift or a second request for what the page carries.

const suite = browserSuite();

const PHONE = { width: 390, height: 844 };
const PHONE_USER_AGENT = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36";

let admin: ApiClient;

beforeAll(async () => {
  admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  // The demo lead's group's sessions on the public schedule: three upcoming, one online.
  const chosen = await admin.post("/api/course-schedule/leads", {
    leads: [(await admin.get("/api/course-schedule/leads")).body.find((lead: { name: string }) => lead.name === "Lee Lead")._id],
  });
  await admin.get("/api/course-schedule", { "x-consistency-token": chosen.headers.get("x-consistency-token")! });
});

const LIVE_SOCKET = "the live socket";

/**
 * The page's requests to the API for what a server-rendered page carries, as they are sent, and when its live socket
 * opens (whose opening reads again everything on screen, as on every page, for what was announced before it).
 */
const firstReadsAskedBy = (page: Page): ReadonlyArray<string> => {
  const asked: string[] = [];
  page.on("websocket", () => asked.push(LIVE_SOCKET));
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (["/api/users/auth", "/api/course-schedule", "/api/all/dashboard", "/api/staff-home"].includes(pathname)) asked.push(request.url());
  });
  return asked;
};

const newPage = async (options: BrowserContextOptions = {}, language?: "cy") => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, ...options });
  if (language) await context.addCookies([{ name: LANGUAGE_COOKIE, value: language, url: suite.system.url }]);
  return context.newPage();
};

/** The page's hydration failures: React reports each as an uncaught error and logs it (#418, #423, #425 in production). */
const hydrationErrorsOf = (page: Page): ReadonlyArray<string> => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#41[89]|#42[35]/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
};

/** The sum of the page's layout shifts so far (CLS without its session windows: an upper bound). */
const LAYOUT_SHIFT = `new Promise((resolve) => {
  new PerformanceObserver((list) => resolve(list.getEntries().reduce((sum, entry) => sum + entry.value, 0)))
    .observe({ type: "layout-shift", buffered: true });
  // No shift at all gives no entry: the answer is then 0, two frames on.
  requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
})`;

it("shows the welcome page and the course schedule without JavaScript, in English and in Welsh", async () => {
  const english = await newPage({ javaScriptEnabled: false });
  await english.goto("/");
  await english.getByRole("heading", { name: en.welcome.title }).waitFor();
  await english.getByRole("button", { name: en.welcome.participant }).waitFor();
  expect(await english.getByRole("button", { name: en.welcome.trainer }).getAttribute("href")).toBe("/login");
  await shoot(english, "first-paint-welcome-en-phone");

  const welsh = await newPage({ javaScriptEnabled: false }, "cy");
  await welsh.goto("/course-schedule");
  await welsh.locator("html[lang=cy]").waitFor({ state: "attached" });
  await welsh.getByRole("heading", { name: cy.sessionList.availableHeading }).waitFor();
  await welsh.getByText(cy.sessionList.scheduleIntro1).waitFor();
  await shoot(welsh, "first-paint-schedule-cy-phone");
  await english.context().close();
  await welsh.context().close();
});

it("takes the prerendered welcome page over without a hydration error or a shift, and answers the keyboard and the language switch", async () => {
  const page = await newPage();
  const errors = hydrationErrorsOf(page);
  await page.goto("/");
  // Icons are drawn by the app once it runs: one drawn means the page is the app's.
  await untilTakenOver(page);
  expect(await page.evaluate<number>(LAYOUT_SHIFT)).toBeLessThan(0.01);

  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.className")).toBe("skip-link");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: cy.welcome.title }).waitFor();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  expect(errors).toEqual([]);
  await page.context().close();
});

it("switches language with the header's switch before any JavaScript runs, on the same page and filter", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto("/course-schedule?delivery=online");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.getByRole("heading", { name: cy.sessionList.availableHeading }).waitFor();
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/course-schedule?delivery=online");
  expect((await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe("cy");
  expect(await page.getByRole("radio", { name: cy.sessionFacts.online }).getAttribute("aria-checked")).toBe("true");
  await page.getByRole("button", { name: "English" }).click();
  await page.locator("html[lang=en-GB]").waitFor({ state: "attached" });
  await page.getByRole("heading", { name: en.sessionList.availableHeading }).waitFor();
  await page.context().close();
});

it("takes the prerendered schedule over in Welsh and fills in its first page of sessions", async () => {
  const page = await newPage({}, "cy");
  const errors = hydrationErrorsOf(page);
  await page.goto("/course-schedule");
  await untilTakenOver(page);
  await expect.poll(() => page.locator(".session-count-value").textContent()).not.toBe("–");
  await page.getByRole("radio", { name: cy.courseSchedule.inPerson }).click();
  await expect.poll(() => page.getByRole("radio", { name: cy.courseSchedule.inPerson }).getAttribute("aria-checked")).toBe("true");
  expect(errors).toEqual([]);
  await page.context().close();
});

it("draws a logged-in visitor's frame from the app, never a logged-out page", async () => {
  const page = await newPage();
  await page.context().addCookies([{ name: AUTH_COOKIE, value: "not-a-token", url: suite.system.url }]);
  await page.goto("/");
  expect(await page.locator("#root[data-prerendered]").count()).toBe(0);
  await page.getByRole("heading", { name: en.welcome.title }).waitFor();
  await page.context().close();
});

it("shows the schedule's sessions of the filter its address asks for without JavaScript, rendered by the server", async () => {
  const page = await newPage({ javaScriptEnabled: false });
  await page.goto("/course-schedule?delivery=online");
  expect(await page.locator(".session-count-value").textContent()).toBe("1");
  await page
    .locator(".sessions-table")
    .getByText(/Morgan Multi/)
    .waitFor();
  expect(await page.getByRole("radio", { name: en.sessionFacts.online }).getAttribute("aria-checked")).toBe("true");
  await page.context().close();
});

it("takes the server's schedule over without asking for its sessions again, and follows the filter in its address", async () => {
  const page = await newPage({}, "cy");
  const errors = hydrationErrorsOf(page);
  const asked = firstReadsAskedBy(page);
  await page.goto("/course-schedule");
  expect(await page.locator(".session-count-value").textContent()).toBe("3");
  // Icons are drawn once the app runs: the page is the app's, its screens mounted with their data.
  await untilTakenOver(page);
  expect(asked).toEqual([]);
  expect(await page.evaluate<number>(LAYOUT_SHIFT)).toBeLessThan(0.01);

  await page.getByRole("radio", { name: cy.sessionFacts.online }).click();
  await expect.poll(() => page.locator(".session-count-value").textContent()).toBe("1");
  expect(new URL(page.url()).search).toBe("?delivery=online");
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.context().close();
});

it("takes the server's staff home over without asking who the visitor is or for its figures again, then draws its chart", async () => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  // A phone, as its user agent says: the server draws the frame for a phone's width (its menu a toggle), as the browser does.
  const page = await newPage({ isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT });
  await page.context().addCookies([{ name: AUTH_COOKIE, value: trainer.sessionCookie!.split("=")[1]!, url: suite.system.url }]);
  const errors = hydrationErrorsOf(page);
  const asked = firstReadsAskedBy(page);
  await page.goto("/dashboard");
  const reach = await trainer.post("/api/all/dashboard", {});
  expect(await page.locator("#root[data-prerendered] .reach-tile-value").first().textContent()).toBe(String(reach.body.sessionCount));
  // The chart (below a phone's fold) is drawn once the app has taken the page over and it comes into view.
  await page.locator(".responses-chart-drawing").scrollIntoViewIfNeeded();
  await page.locator(".responses-chart-drawing svg").waitFor();
  const socketAt = asked.indexOf(LIVE_SOCKET);
  expect(socketAt === -1 ? asked : asked.slice(0, socketAt)).toEqual([]);
  expect(await page.evaluate<number>(LAYOUT_SHIFT)).toBeLessThan(0.01);

  await page.keyboard.press("Tab");
  await expect.poll(() => page.evaluate<string | undefined>("document.activeElement?.className")).toBe("skip-link");
  await page.getByRole("button", { name: "Cymraeg" }).click();
  await page.getByRole("heading", { name: cy.staffHome.toDo }).waitFor();
  expect(errors).toEqual([]);
  await page.context().close();
});
