import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { LANGUAGE_COOKIE } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { shoot } from "@wellbeing/testkit/screenshots";
import { translator } from "@wellbeing/i18n";

// Issue 11: Blueprint names some controls in English whatever the language; in Welsh, a screen reader
// must hear Welsh there too. Every overlay and list below is opened in Welsh and searched for them.

const suite = browserSuite();
const t = translator(cy, "cy");

/** What Blueprint and its calendar would say of their own, in English. */
const BLUEPRINT_ENGLISH = [
  "loading",
  "Close",
  "Remove tag",
  "Clear selected items",
  "Clear filter query",
  "selectable options",
  "Search...",
  "Filter...",
  "Search",
  "date picker",
  "Date picker shortcuts",
  "Open dropdown",
  "Go to next month",
  "Go to previous month",
  "Month: ",
  "Year: ",
  "Today",
  "Clear",
  "Back",
  "Invalid date",
  "Out of range",
];

/** Blueprint's English words found on the page as a name, title, placeholder or text of its own. */
const englishOnPage = async (page: Page) => {
  const found: string[] = [];
  for (const word of BLUEPRINT_ENGLISH) {
    const named = page.locator(["aria-label", "title", "placeholder"].map((name) => `[${name}="${word}" i]`).join(", "));
    const said = page.locator(`xpath=//*[text()[normalize-space(.)="${word}"]]`);
    for (const [how, where] of [
      ["named", named],
      ["said", said],
    ] as const)
      if ((await where.count()) > 0) found.push(`${how} "${word}"`);
  }
  return found;
};

const logInInWelsh = async (page: Page, email: string) => {
  await page.goto("/login");
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
  await page.getByLabel(t("ui.email"), { exact: true }).fill(email);
  await page.getByLabel(t("auth.password"), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: t("auth.logIn") }).click();
  await page.waitForURL("**/dashboard");
};

const welshAdmin = async () => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: "cy", url: suite.system.url }]);
  const page = await context.newPage();
  await logInInWelsh(page, DEMO_ACCOUNTS.admin);
  return { context, page };
};

const expectNoBlueprintEnglish = async (page: Page, where: string) => expect(await englishOnPage(page), where).toEqual([]);

/** Holds the page's `method` requests to `path` until the returned release: what waits on them stays busy meanwhile. */
const holdRequests = async (page: Page, method: string, path: string) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const passing: Promise<void>[] = [];
  const matches = (url: URL) => url.pathname === path;
  await page.route(matches, (route) => {
    if (route.request().method() !== method) return route.fallback();
    const passed = released.then(() => route.continue());
    passing.push(passed);
    return passed;
  });
  return async () => {
    release();
    // Only once they have gone on: a route still held when unrouted would be let through twice.
    await Promise.all(passing);
    await page.unroute(matches);
  };
};

const nameOf = (control: Locator, attribute = "aria-label") => control.getAttribute(attribute);

it("in Welsh, a dialog's close button, its calendar, a multi-select's remove and clear buttons say Welsh, and none of Blueprint's English shows", async () => {
  const { context, page } = await welshAdmin();
  await page.goto("/all-sessions?type=all");
  await page.getByRole("heading", { name: t("shell.allSessions") }).waitFor();

  // A multi-select holding two local authorities: each tag's remove button and the clear button in Welsh.
  const authorities = page.locator("#filter-authorities");
  const options = page.getByRole("listbox", { name: t("ui.options") }).getByRole("option");
  await authorities.click();
  const [first, second] = [(await options.nth(0).innerText()).trim(), (await options.nth(1).innerText()).trim()];
  await options.nth(0).click();
  await authorities.click();
  await options.nth(1).click();
  const filters = page.locator(".session-filters");
  await filters.getByRole("button", { name: t("ui.removeItem", { name: first }) }).waitFor();
  await filters.getByRole("button", { name: t("ui.removeItem", { name: second }) }).waitFor();
  const clear = filters.getByRole("button", { name: t("ui.clearSelection") });
  expect(await nameOf(clear, "title")).toBe(t("ui.clearSelection"));
  await expectNoBlueprintEnglish(page, "multi-select holding items");
  // The Welsh remove button still removes its tag.
  await filters.getByRole("button", { name: t("ui.removeItem", { name: first }) }).click();
  await expect.poll(() => filters.locator(".bp6-tag").count()).toBe(1);
  await page.keyboard.press("Escape");

  // A dialog: its title names it, its close button is Welsh; its calendar's controls too.
  await page.getByRole("button", { name: t("sessionList.exportCsv") }).click();
  const dialog = page.getByRole("dialog", { name: t("sessionList.exportTitle") });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: t("ui.close") }).waitFor();
  await page.locator("#export-from").click();
  const calendar = page.getByRole("dialog", { name: t("ui.calendar") });
  await calendar.getByRole("button", { name: t("ui.previousMonth") }).waitFor();
  await calendar.getByRole("button", { name: t("ui.nextMonth") }).waitFor();
  await calendar.getByRole("combobox", { name: t("ui.month") }).waitFor();
  await calendar.getByRole("combobox", { name: t("ui.year") }).waitFor();
  await calendar.getByRole("button", { name: t("ui.today") }).waitFor();
  await expect.poll(() => calendar.locator(".bp6-html-select svg > title").allTextContents()).toEqual([t("ui.openDropdown"), t("ui.openDropdown")]);
  await expectNoBlueprintEnglish(page, "dialog with its calendar open");
  await page.keyboard.press("Escape");
  await expect.poll(() => calendar.count()).toBe(0);
  await shoot(page, "welsh-dialog");
  // Escape still closes the dialog; the Welsh close button closes it too.
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  await page.getByRole("button", { name: t("sessionList.exportCsv") }).click();
  await dialog.getByRole("button", { name: t("ui.close") }).click();
  await expect.poll(() => dialog.count()).toBe(0);

  // A filterable select with a query: its search box and clear button in Welsh.
  await page.goto("/create-session");
  await page.getByRole("heading", { name: t("shell.createSession") }).waitFor();
  await page.locator("#session-trainer-1:not([disabled])").click();
  const search = page.getByRole("combobox", { name: t("ui.search") });
  expect(await nameOf(search, "placeholder")).toBe(t("ui.search"));
  await search.fill("a");
  const clearSearch = page.getByRole("button", { name: t("ui.clearSearch") });
  expect(await nameOf(clearSearch, "title")).toBe(t("ui.clearSearch"));
  await page.getByRole("listbox", { name: t("ui.options") }).waitFor();
  await expectNoBlueprintEnglish(page, "filterable select with a query");
  await clearSearch.click();
  await expect.poll(() => search.inputValue()).toBe("");
  await context.close();
});

it("in Welsh, the Manage Session drawer's Back, a tag's remove button, a toast's close button and busy buttons' spinners say Welsh, and none of Blueprint's English shows", async () => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const session = await createSession(trainer, sessionForm((await trainer.get("/api/users/auth")).body.userId));
  const { context, page } = await welshAdmin();
  await page.goto(`/session-details/${session.id}`);
  await page.getByText(t("session.manageAttendees"), { exact: true }).click();
  const opener = page.getByRole("button", { name: t("session.viewEditAttendees") });
  await opener.click();

  // The drawer is a dialog named by its title, with Blueprint's header and a Welsh Back button.
  const drawer = page.getByRole("dialog", { name: t("session.viewEditAttendees") });
  await drawer
    .locator(".bp6-drawer-header")
    .getByRole("button", { name: t("ui.back"), exact: true })
    .waitFor();
  const attendees = drawer.getByLabel(t("roster.attendeesEmailsLabel"));
  await attendees.fill("ana.welsh@example.org");
  await attendees.press("Enter");
  await drawer.getByRole("button", { name: t("ui.removeItem", { name: "ana.welsh@example.org" }) }).waitFor();
  await shoot(page, "welsh-drawer");

  // A busy button: while the list saves, it is disabled and its spinner is named in Welsh.
  const releaseSave = await holdRequests(page, "PATCH", `/api/sessions/${session.id}/attendeesList`);
  await drawer.getByRole("button", { name: t("roster.saveAttendees") }).click();
  const busySave = drawer.locator("button.bp6-loading");
  await busySave.getByRole("progressbar", { name: t("ui.loading"), exact: true }).waitFor();
  expect(await busySave.isDisabled()).toBe(true);
  await expectNoBlueprintEnglish(page, "drawer with a busy button");
  await releaseSave();
  // A toast: its close button is Welsh, and closes it. The pointer rests on it, which holds it open (Blueprint).
  const toast = page.locator(".bp6-toast", { hasText: t("roster.attendeesUpdated") });
  await toast.hover();
  await drawer.getByRole("button", { name: t("roster.saveAttendees") }).waitFor();
  await toast.getByRole("button", { name: t("ui.close") }).waitFor();
  await expectNoBlueprintEnglish(page, "drawer with a tag and a toast");
  await toast.getByRole("button", { name: t("ui.close") }).click();
  await expect.poll(() => toast.count()).toBe(0);

  // Copy puts the list on the clipboard (its 'Copied!' notice lasts 750 ms, §9: roster/copyEmailList.unit.test.ts).
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.system.url });
  await drawer.getByRole("button", { name: t("roster.copy") }).click();
  await expect.poll(() => page.evaluate<string>("navigator.clipboard.readText()")).toBe("ana.welsh@example.org");

  // Escape still closes the drawer, and the opener gets the focus back.
  await drawer.getByRole("button", { name: t("ui.back"), exact: true }).focus();
  await page.keyboard.press("Escape");
  await expect.poll(() => drawer.count()).toBe(0);
  await page.locator("button:focus", { hasText: t("session.viewEditAttendees") }).waitFor();

  // A confirmation's busy button: while the session is deleted, its spinner is named in Welsh and Cancel waits.
  const releaseDelete = await holdRequests(page, "DELETE", `/api/session-delete/${session.id}`);
  await page.getByRole("button", { name: t("session.deleteSession") }).click();
  const confirmation = page.getByRole("alertdialog");
  await confirmation.getByRole("button", { name: t("session.deleteYes") }).click();
  const busyDelete = confirmation.locator("button.bp6-loading");
  await busyDelete.getByRole("progressbar", { name: t("ui.loading"), exact: true }).waitFor();
  expect(await busyDelete.isDisabled()).toBe(true);
  expect(await confirmation.getByRole("button", { name: t("ui.cancel") }).isDisabled()).toBe(true);
  await expectNoBlueprintEnglish(page, "a confirmation with its busy button");
  await releaseDelete();
  await page.waitForURL("**/all-sessions");
  await context.close();
});
