import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { untilTakenOver } from "@wellbeing/testkit/browser";

const suite = browserSuite();

// Blueprint's link buttons (AnchorButton) are <a href> elements with the button role.

const logInAs = async (page: Page, account: keyof typeof DEMO_ACCOUNTS) => {
  await logIn(page, DEMO_ACCOUNTS[account]);
  await page.waitForURL("**/dashboard");
};

const count = (page: Page) => page.locator(".session-count-value").textContent();
const rows = (page: Page) => page.locator(".sessions-table tbody tr").count();

const sessionForm = (trainerId: string, daysAhead: number) => ({
  dates: [{ sessionDate: new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
  remote: true,
  meetingPlatform: "zoom",
  meetingLink: "https://zoom.us/j/123",
  course: "C5",
  modules: ["1"],
  capacity: 9,
  partnerTrainer1: trainerId,
  contactEmail: "trainer@demo.test",
});

it("a trainer's list updates live, pages, and resets to page 1 when switching to all sessions", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logInAs(page, "trainer");
  await page.getByRole("menuitem", { name: "Sessions" }).click();
  await page.waitForURL("**/my-sessions");
  await expect.poll(() => page.getByRole("heading", { name: "Your Sessions" }).count()).toBe(1);
  await expect.poll(() => count(page)).toBe("2");
  await expect.poll(() => page.locator(".session-count", { hasText: "Upcoming Sessions" }).count()).toBe(1);

  // Sessions created elsewhere (the API, as the same trainer) appear without a reload.
  const api = new ApiClient(suite.system.url);
  await api.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const trainerId = (await api.get("/api/users/auth")).body.userId;
  for (let day = 30; day < 40; day += 1) expect((await api.post("/api/add-session", sessionForm(trainerId, day))).status).toBe(201);
  await expect.poll(() => count(page)).toBe("12");
  await expect.poll(() => rows(page)).toBe(10);

  await page.getByRole("button", { name: "Page 2" }).click();
  await page.waitForURL("**/my-sessions?page=2");
  await expect.poll(() => rows(page)).toBe(2);

  await page.getByRole("radio", { name: "All" }).click();
  await page.waitForURL((url) => url.search === "?type=all");
  await expect.poll(() => page.locator(".session-count", { hasText: "Total Sessions" }).count()).toBe(1);
  await expect.poll(() => count(page)).toBe("13");
  // The full list reads newest first: the session 39 days ahead leads.
  await expect
    .poll(() => page.locator(".sessions-table tbody tr").first().locator("td").nth(1).textContent())
    .toBe(new Date(Date.now() + 39 * 86_400_000).toISOString().slice(0, 10).split("-").reverse().join("/"));
  await context.close();
});

it("the invite link copies, and leads a visitor to the sessions they can still join", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const page = await context.newPage();
  await logInAs(page, "lead");
  await page.goto("/group-sessions");
  await expect.poll(() => page.getByRole("heading", { name: "Your Group Sessions" }).count()).toBe(1);
  await page.getByRole("button", { name: "Copy link: invite link" }).click();
  await expect.poll(() => page.getByText("Link copied!").count()).toBe(1);
  const link = String(await page.evaluate("navigator.clipboard.readText()"));
  expect(link).toMatch(/\/available-sessions\/[0-9a-f-]{36}\?group=true$/);

  const visitor = await (await suite.browser.newContext()).newPage();
  await visitor.goto(link);
  await expect.poll(() => visitor.getByRole("heading", { name: "Available sessions" }).count()).toBe(1);
  await expect.poll(() => visitor.getByRole("button", { name: /View & register/ }).count()).toBeGreaterThanOrEqual(3);
  await visitor
    .getByRole("button", { name: /View & register/ })
    .first()
    .click();
  await visitor.waitForURL(/\/register\/\w{8}$/);
  await context.close();
});

it("an admin filters all sessions by local lead and delivery, and chooses whose sessions the public schedule shows", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logInAs(page, "admin");
  await page.goto("/all-sessions?type=all");
  await expect.poll(() => page.getByRole("heading", { name: "All Sessions" }).count()).toBe(1);
  await expect.poll(() => rows(page)).toBeGreaterThan(0);
  const before = Number(await count(page));
  await page.locator("#filter-delivery").selectOption("faceToFace");
  await expect.poll(async () => Number(await count(page))).toBeLessThan(before);
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(async () => Number(await count(page))).toBe(before);

  await page.getByRole("menuitem", { name: "Course Schedule" }).click();
  await page.waitForURL("**/course-schedule");
  await expect.poll(() => page.getByText("No sessions currently available. Check back soon.").count()).toBe(1);
  await page.locator("#public-leads").click();
  await page.getByRole("option", { name: "Lee Lead" }).click();
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(() => page.getByRole("button", { name: /^Book/ }).count()).toBeGreaterThanOrEqual(3);

  const visitor = await (await suite.browser.newContext({ baseURL: suite.system.url })).newPage();
  await visitor.goto("/course-schedule");
  await expect.poll(() => visitor.getByRole("button", { name: /^Book/ }).count()).toBeGreaterThanOrEqual(3);
  // The server's page is on screen before the app runs: the filter answers once the app has taken it over.
  await untilTakenOver(visitor);
  const all = await visitor.getByRole("button", { name: /^Book/ }).count();
  await visitor.getByRole("radio", { name: "In person" }).click();
  await expect.poll(() => visitor.getByRole("button", { name: /^Book/ }).count()).toBeLessThan(all);
  await context.close();
});
