import { expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";

// The event history screen (issue 15): filter, page and a session as it was, in English and Welsh,
// by keyboard where a person would; an admin sees personal fields, an auditor sees them hidden.

const suite = browserSuite();

/** A trainer's session, edited twice (capacity 10, then 14, then 18), each edit strictly later than the last; answered once the event index holds both edits. */
const sessionEditedTwice = async () => {
  const trainer = new ApiClient(suite.system.url);
  const trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId as string;
  const session = await createSession(trainer, sessionForm(trainerId, { capacity: 10 }));
  for (const capacity of [14, 18]) {
    const before = Date.now();
    expect((await trainer.request("PATCH", `/api/session-edit/${session.id}`, sessionForm(trainerId, { capacity }))).status).toBe(200);
    await expect.poll(() => Date.now() > before + 2).toBe(true);
  }
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  await expect.poll(async () => (await admin.get(`/api/audit/events?stream=session-${session.id}&type=SessionEdited`)).body.total).toBe(2);
  return session.id;
};

const rows = (page: Page) => page.locator(".audit-table tbody tr");

/** More than a page of history: people sign up until the index holds over 30 events (each read of it is one more). */
const moreThanOnePage = async () => {
  const admin = new ApiClient(suite.system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  for (let n = 1; (await admin.get("/api/audit/events")).body.total <= 30; n += 1) {
    expect(
      (await new ApiClient(suite.system.url).post("/api/participant", { name: `Person ${n}`, email: `person${n}@example.org`, password: "Str0ng!pass" }))
        .status,
    ).toBe(201);
  }
};

it("an admin filters the history to a session's edits, pages it, and sees the session between its edits beside today's", async () => {
  const sessionId = await sessionEditedTwice();
  await moreThanOnePage();
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
  await page.getByRole("menu", { name: "Main menu" }).getByRole("menuitem", { name: "Event history" }).click();
  await page.waitForURL("**/audit");
  await page.getByRole("heading", { name: "Event history" }).waitFor();

  // Paged by position (issue 24 §4): 25 a page, older and newer by their buttons.
  await expect.poll(() => rows(page).count()).toBe(25);
  const newest = await rows(page).first().textContent();
  expect(await page.getByRole("button", { name: "Newer events" }).isDisabled()).toBe(true);
  await page.getByRole("button", { name: "Older events" }).click();
  await page.waitForURL("**/audit?before=*");
  await expect.poll(async () => (await rows(page).first().textContent()) !== newest).toBe(true);
  await page.getByRole("button", { name: "Newer events" }).click();
  await page.waitForURL("**/audit?after=*");
  await expect.poll(() => rows(page).first().textContent()).toBe(newest);

  // Filtered, from the keyboard: the session's id, its edits only, Enter to apply.
  await page.getByLabel("Session or person").fill(sessionId);
  await page.getByLabel("Event type").selectOption("SessionEdited");
  await page.getByLabel("Session or person").press("Enter");
  await expect.poll(() => rows(page).count()).toBe(2);
  await expect.poll(() => page.getByText("Events: 2").count()).toBe(1);
  expect(new URL(page.url()).searchParams.get("subject")).toBe(sessionId);
  // Personal fields in clear for an admin.
  await expect.poll(() => rows(page).first().getByText("trainer@demo.test").count()).toBe(1);
  await shoot(page, "audit-admin-filtered-en");

  // The older edit (the last row: newest first) opens the session as it was then.
  await rows(page).last().getByRole("button", { name: "See this session as it was" }).click();
  const then = page.locator(".audit-snapshot").first();
  const today = page.locator(".audit-snapshot").last();
  await then.getByRole("heading", { name: /^At / }).waitFor();
  await expect.poll(() => then.locator(".details-row", { hasText: "Capacity" }).locator("dd").textContent()).toBe("14");
  await today.getByRole("heading", { name: "Today" }).waitFor();
  await expect.poll(() => today.locator(".details-row", { hasText: "Capacity" }).locator("dd").textContent()).toBe("18");
  await shoot(page, "audit-admin-as-of-en");
  await expectAccessible(page, "the event history with a session as it was");

  // A bad date range is refused under its field.
  await page.getByLabel("Session or person").fill("");
  await page.getByLabel("Event type").selectOption("");
  await page.getByRole("textbox", { name: "From (optional)" }).fill("2026-11-20");
  await page.getByRole("textbox", { name: "To (optional)" }).fill("2026-11-10");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.getByText("The end date must be on or after the start date").waitFor();
  await context.close();
});

it("an auditor, in Welsh, lands on the history, sees personal fields hidden and a session as it was", async () => {
  const sessionId = await sessionEditedTwice();
  await registerAccount(suite.system, { email: "archwilydd@example.org", name: "Aled Archwilydd", roles: ["auditor"] });
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
  const page = await context.newPage();
  await page.goto("/login");
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.locator("input[type=email]").fill("archwilydd@example.org");
  await page.locator("input[type=password]").fill(DEMO_PASSWORD);
  await page.locator("form button[type=submit]").click();
  // An auditor's home is the history.
  await page.waitForURL("**/audit");
  await page.getByRole("heading", { name: "Hanes digwyddiadau" }).waitFor();
  const menu = page.getByRole("menu", { name: /./ });
  await expect.poll(() => menu.getByRole("menuitem").allTextContents()).toEqual(expect.arrayContaining(["Hanes digwyddiadau"]));

  await page.getByLabel("Sesiwn neu berson").fill(sessionId);
  await page.getByLabel("Math o ddigwyddiad").selectOption("SessionScheduled");
  await page.getByRole("button", { name: "Hidlo" }).click();
  await expect.poll(() => rows(page).count()).toBe(1);
  await expect.poll(() => rows(page).first().getByText("Cudd (data personol)").count()).toBe(1);
  expect(await rows(page).first().getByText("trainer@demo.test").count()).toBe(0);
  await shoot(page, "audit-auditor-filtered-cy");

  // The session as it was when it was scheduled, before either edit.
  await rows(page).first().getByRole("button", { name: "Gweld y sesiwn hon fel yr oedd" }).click();
  await expect.poll(() => page.getByLabel("Dynodydd y sesiwn").inputValue()).toBe(sessionId);
  const then = page.locator(".audit-snapshot").first();
  const today = page.locator(".audit-snapshot").last();
  await expect.poll(() => then.locator(".details-row", { hasText: "Capasiti" }).locator("dd").textContent()).toBe("10");
  await today.getByRole("heading", { name: "Heddiw" }).waitFor();
  await expect.poll(() => today.locator(".details-row", { hasText: "Capasiti" }).locator("dd").textContent()).toBe("18");
  await expect.poll(() => then.getByText("Cudd (data personol)").count()).toBe(1);
  await shoot(page, "audit-auditor-as-of-cy");
  await expectAccessible(page, "the event history in Welsh");
  await context.close();
});

/** What does not fit across the window: the page's own sideways scroll, and each event's data lines that end past the right edge. */
const offScreen = (page: Page, width: number) =>
  page.evaluate<{ pageScrolls: boolean; cut: number }>(`(() => ({
    pageScrolls: document.documentElement.scrollWidth > ${width},
    cut: [...document.querySelectorAll(".audit-card dd")].filter((dd) => dd.getBoundingClientRect().right > ${width} + 0.5).length,
  }))()`);

it("at 390 px, in Welsh, an admin and an auditor read each event whole on screen, its data named in Welsh, with no axe finding", async () => {
  const sessionId = await sessionEditedTwice();
  await registerAccount(suite.system, { email: "archwilydd.ffon@example.org", name: "Alys Archwilydd", roles: ["auditor"] });
  for (const [email, password] of [
    [DEMO_ACCOUNTS.admin, DEMO_PASSWORD],
    ["archwilydd.ffon@example.org", DEMO_PASSWORD],
  ] as const) {
    const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    await context.addCookies([{ name: "wb_lang", value: "cy", url: suite.system.url }]);
    const page = await context.newPage();
    await page.goto("/login");
    await page.locator("input[type=email]").fill(email);
    await page.locator("input[type=password]").fill(password);
    await page.locator("form button[type=submit]").click();
    await page.waitForURL(/\/(dashboard|audit)$/);
    await page.goto(`/audit?subject=${sessionId}&type=SessionScheduled`);
    const card = page.locator(".audit-card").first();
    await card.getByRole("heading", { name: "SessionScheduled" }).waitFor();
    // The data's field names in Welsh, none as the code records them.
    const names = await card.locator(".audit-data dt").allTextContents();
    expect(names).toEqual(expect.arrayContaining(["Dynodydd y sesiwn", "Capasiti", "Cwrs", "Modiwlau", "Hyfforddwyr"]));
    expect(names.filter((name) => /^[a-z]+[A-Z]/.test(name) || ["capacity", "course", "modules"].includes(name))).toEqual([]);
    await expect.poll(() => offScreen(page, 390)).toEqual({ pageScrolls: false, cut: 0 });
    await shoot(page, `audit-390-cy-${email.split("@")[0]}`);
    await expectAccessible(page, `the event history at 390 px in Welsh (${email})`);
    await context.close();
  }
});

it("where the table is wider than the window, its scrolling box is reached by keyboard (no axe finding) even with no button inside", async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 760, height: 900 }, reducedMotion: "reduce" });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.admin);
  await page.waitForURL("**/dashboard");
  // Reads of the history only: no row offers the session's as-of button.
  await page.goto("/audit?type=AuditTrailRead");
  await rows(page).first().waitFor();
  expect(await page.locator(".audit-table button").count()).toBe(0);
  const region = page.getByRole("region", { name: "Events on this page" });
  await expect.poll(() => region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await region.focus();
  await expect.poll(() => region.evaluate((box) => box === box.ownerDocument.activeElement)).toBe(true);
  await expectAccessible(page, "the event history's table, wider than the window");
  await context.close();
});
