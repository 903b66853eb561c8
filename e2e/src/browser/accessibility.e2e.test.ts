import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "../support/apiClient";
import { accessibilityViolations, expectAccessible } from "../support/axe";
import { browserSuite } from "../support/browserSuite";
import { logIn, submitLogIn } from "../support/logIn";
import { createSession, sessionForm } from "../support/sessionCast";

// Issue 11 (WCAG 2.2 AA): axe over every screen of §2, as each kind of visitor, in English and in Welsh.

const suite = browserSuite();

interface World {
  readonly session: { readonly id: string; readonly shortId: string };
  readonly ids: { readonly trainer: string; readonly lead: string };
}
const world = {} as { -readonly [K in keyof World]: World[K] };

beforeAll(async () => {
  const trainer = new ApiClient(suite.system.url);
  const lead = new ApiClient(suite.system.url);
  world.ids = {
    trainer: (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId,
    lead: (await lead.logIn(DEMO_ACCOUNTS.lead, DEMO_PASSWORD)).userId,
  };
  const { id, shortId } = await createSession(trainer, sessionForm(world.ids.trainer, { modules: ["1", "2"], extraInfo: "Bring a pen" }));
  world.session = { id, shortId };
  const participant = new ApiClient(suite.system.url);
  await participant.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  await participant.request("PATCH", `/api/sessions/${id}/confirm-email`, { email: DEMO_ACCOUNTS.participant, status: "confirmed" });
});

// Reduced motion: dialogs and drawers are checked as they rest, not half faded in.
const newContext = (options: Parameters<typeof suite.browser.newContext>[0] = {}): Promise<BrowserContext> =>
  suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 }, reducedMotion: "reduce", ...options });

/** The screen has drawn: its heading is there and nothing in it is still loading. */
const screenReady = async (scope: Locator) => {
  await scope.getByRole("heading").first().waitFor();
  await expect.poll(() => scope.locator(".bp6-spinner").count()).toBe(0);
};

/** A screen, or something opened over it, to check: `open` gets it on screen from where the walk is. */
interface Stop {
  readonly name: string;
  readonly open: (page: Page) => Promise<void>;
}

const screen = (path: () => string): Stop => ({
  name: path(),
  open: async (page) => {
    await page.goto(path());
    await screenReady(page.locator("main"));
  },
});

/** A button (or link button) of the page's main content, found by its icon: the same in either language. */
const buttonWithIcon = (page: Page, icon: string) =>
  page.locator("main").locator("button, a[role=button], a.bp6-button").filter({ has: page.locator(`[data-icon="${icon}"]`) }).first();

/** A dialog opened from a screen: checked while open, then closed with Escape. */
const dialogFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => ({
  name: `${path()} — ${name}`,
  open: async (page) => {
    await screen(path).open(page);
    await openIt(page);
    await page.locator(".bp6-dialog").waitFor();
    await expect.poll(() => page.locator(".bp6-dialog .bp6-spinner").count()).toBe(0);
  },
});

/** Every view of the Manage Session drawer (§2.10), opened in turn from the buttons of its sections. */
const manageSessionDrawers = async (page: Page, check: (name: string) => Promise<void>) => {
  await screen(() => `/session-details/${world.session.id}`).open(page);
  const toggles = page.locator(".accordion-toggle[aria-expanded=false]");
  while ((await toggles.count()) > 0) await toggles.first().click();
  await check(`/session-details/${world.session.id} — every section open`);
  const openers = page.locator(".manage-sections .button-row button:not([aria-disabled=true]):not([disabled])");
  const count = await openers.count();
  for (let index = 0; index < count; index += 1) {
    await openers.nth(index).click();
    const drawer = page.locator(".session-drawer");
    await drawer.locator(".bp6-drawer-header .bp6-heading").waitFor();
    await expect.poll(() => drawer.locator(".bp6-spinner").count()).toBe(0);
    await check(`/session-details/${world.session.id} — drawer ${await drawer.locator(".bp6-drawer-header .bp6-heading").innerText()}`);
    await drawer.locator(".bp6-drawer-header button").first().click();
    await expect.poll(() => page.locator(".session-drawer").count()).toBe(0);
  }
};

/** Walks the stops in the language on screen, collecting what axe finds on each. */
const walk = async (page: Page, stops: ReadonlyArray<Stop>, drawers: boolean): Promise<string[]> => {
  const found: string[] = [];
  const check = async (name: string) => {
    const language = await page.locator("html").getAttribute("lang");
    for (const violation of await accessibilityViolations(page)) found.push(`[${language}] ${name}: ${violation}`);
  };
  for (const stop of stops) {
    await stop.open(page);
    await check(stop.name);
  }
  if (drawers) await manageSessionDrawers(page, check);
  return found;
};

/** Switches to Cymraeg with the header's language switch. */
const switchToWelsh = async (page: Page) => {
  await page.locator(".language-switch").click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
};

/** Walks the stops in English, switches the language, walks them again in Welsh; fails listing every finding. */
const walkInBothLanguages = async (page: Page, stops: ReadonlyArray<Stop>, { drawers = false } = {}) => {
  const found = await walk(page, stops, drawers);
  await switchToWelsh(page);
  found.push(...(await walk(page, stops, drawers)));
  expect(found, `accessibility violations:\n${found.join("\n")}`).toEqual([]);
};

const loggedIn = async (email: string, home: string, path = "/login"): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext();
  const page = await context.newPage();
  await logIn(page, email, { path });
  await page.waitForURL(`**${home}`);
  return { context, page };
};

const UNKNOWN_TOKEN = "A".repeat(43);

/** A walk checks tens of screens twice over; on a busy machine that takes minutes. */
const WALK = { timeout: 480_000 };

it("every public screen passes axe in English and in Welsh", WALK, async () => {
  const context = await newContext();
  const page = await context.newPage();
  await walkInBothLanguages(page, [
    screen(() => "/"),
    screen(() => "/login"),
    screen(() => "/participant-login"),
    screen(() => "/participant/signup"),
    screen(() => "/forget-password"),
    screen(() => `/reset-password/${UNKNOWN_TOKEN}`),
    screen(() => `/verify-email/${UNKNOWN_TOKEN}`),
    screen(() => "/course-schedule"),
    screen(() => `/register/${world.session.shortId}`),
    screen(() => `/available-sessions/${world.ids.trainer}`),
    screen(() => `/survey/${world.session.shortId}/pre-course`),
    screen(() => "/unauthorized"),
    screen(() => "/404err"),
    screen(() => "/500err"),
    screen(() => "/no/such/page"),
  ]);
  await context.close();
});

it("every participant screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.participant, "/participant-dashboard", "/participant-login");
  const details = () => `/participant-session-details/${world.session.id}`;
  await walkInBothLanguages(page, [
    screen(() => "/participant-dashboard"),
    screen(details),
    dialogFrom(details, "removal request", (on) => buttonWithIcon(on, "log-out").click()),
    screen(() => `/register/${world.session.shortId}`),
    screen(() => "/course-schedule"),
    screen(() => "/my-account"),
    screen(() => "/change-password"),
    screen(() => "/participant/progress"),
    screen(() => "/participant-sessions-list"),
    screen(() => "/participant/materials/C5"),
    screen(() => "/choose-course-materials"),
    screen(() => "/ttt-signup"),
    screen(() => `/certificate/${world.session.id}/1`),
  ]);
  await context.close();
});

it("every trainer screen and the Manage Session drawer views pass axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  const manage = () => `/session-details/${world.session.id}`;
  await walkInBothLanguages(
    page,
    [
      screen(() => "/dashboard"),
      screen(() => "/create-session"),
      screen(() => `/session-created/${world.session.id}`),
      screen(manage),
      dialogFrom(manage, "delete confirmation", (on) => buttonWithIcon(on, "trash").click()),
      screen(() => `/session-edit/${world.session.id}`),
      screen(() => `/print/${world.session.id}`),
      screen(() => "/my-sessions"),
      dialogFrom(() => "/my-sessions", "export", (on) => buttonWithIcon(on, "export").click()),
      screen(() => "/add-trainer"),
      screen(() => `/remove/${world.ids.lead}/${world.ids.trainer}`),
      screen(() => "/my-account"),
      screen(() => "/change-password"),
      screen(() => "/how-it-works"),
      screen(() => "/trainer-advice"),
      screen(() => "/choose-course"),
      screen(() => "/trainer-results"),
      screen(() => `/survey/${world.session.id}/pre-course/results`),
      screen(() => "/certified-trainer"),
      screen(() => "/trainer/trainer-thank-you"),
    ],
    { drawers: true },
  );
  await context.close();
});

it("every local lead screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.lead, "/dashboard");
  await walkInBothLanguages(page, [
    screen(() => "/dashboard"),
    screen(() => "/group-sessions"),
    screen(() => `/trainer-sessions/${world.ids.trainer}`),
    screen(() => "/trainers"),
    dialogFrom(() => "/trainers", "details", (on) => on.locator("main table button").first().click()),
    screen(() => "/group-results/C5"),
  ]);
  await context.close();
});

it("every admin screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.admin, "/dashboard");
  await walkInBothLanguages(page, [
    screen(() => "/dashboard"),
    screen(() => "/all-sessions"),
    screen(() => "/trainer-sessions"),
    screen(() => "/participants"),
    screen(() => "/trainers"),
    dialogFrom(() => "/trainers", "details", (on) => on.locator("main table button").first().click()),
    screen(() => "/add-user"),
  ]);
  await context.close();
});

it("a person with several accounts chooses one on a screen that passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.multi, "/dashboard");
  await walkInBothLanguages(page, [screen(() => "/decide-role")]);
  await context.close();
});

const focusedText = (page: Page) => page.evaluate<string | undefined>("document.activeElement?.textContent");
const focusedId = (page: Page) => page.evaluate<string | undefined>("document.activeElement?.id");

/** From a freshly loaded screen: out of sight, the skip link is the first Tab stop, shows itself, and Enter on it moves focus to <main>. */
const skipToMain = async (page: Page, skipText: string) => {
  await screenReady(page.locator("main"));
  const skipLink = page.locator(".skip-link");
  const outOfSight = (await skipLink.boundingBox())!;
  expect(outOfSight.y + outOfSight.height).toBeLessThanOrEqual(0);
  await page.keyboard.press("Tab");
  await expect.poll(() => focusedText(page)).toBe(skipText);
  await expect.poll(async () => (await skipLink.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press("Enter");
  await expect.poll(() => focusedId(page)).toBe("main");
};

it("Tab from a page's load reaches the skip link first, and Enter on it moves focus to the main content", async () => {
  const context = await newContext();
  const page = await context.newPage();
  for (const path of ["/login", "/course-schedule"]) {
    await page.goto(path);
    await skipToMain(page, "Skip to main content");
  }
  await switchToWelsh(page);
  await page.goto("/login");
  await skipToMain(page, "Neidio i'r prif gynnwys");
  await context.close();

  const staff = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  await staff.page.reload();
  await skipToMain(staff.page, "Skip to main content");
  await staff.context.close();
});

/** The text of the elements an element's aria-describedby names. */
const descriptionOf = async (page: Page, field: Locator): Promise<string> => {
  const ids = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join(" ");
};

it("a refused log-in is announced in an alert, and an invalid field is marked invalid and described by its message", async () => {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto("/login");
  await screenReady(page.locator("main"));

  await page.getByRole("button", { name: "Log in" }).click();
  const email = page.getByLabel("Email", { exact: true });
  await expect.poll(() => email.getAttribute("aria-invalid")).toBe("true");
  await expect.poll(() => descriptionOf(page, email)).toBe(VALIDATION.required);
  await expectAccessible(page, "log in, fields in error");

  await submitLogIn(page, DEMO_ACCOUNTS.trainer, "Wrong!pass1");
  await page.getByRole("alert").filter({ hasText: PRODUCT_TEXTS.invalidCredentials }).waitFor();
  await expect.poll(() => email.getAttribute("aria-invalid")).toBe(null);
  await expectAccessible(page, "log in, refused");
  await context.close();
});

it("with reduced motion asked for, a folding section opens with no transition", async () => {
  const context = await newContext({ reducedMotion: "reduce" });
  const page = await context.newPage();
  await logIn(page, DEMO_ACCOUNTS.trainer);
  await page.waitForURL("**/dashboard");
  await page.goto(`/session-details/${world.session.id}`);
  await screenReady(page.locator("main"));
  // The second section (Invite & Promote) starts folded.
  const section = page.locator(".accordion-section").nth(1);
  await section.locator(".accordion-toggle[aria-expanded=false]").click();
  const collapse = 'document.querySelectorAll(".accordion-section")[1].querySelector(".bp6-collapse")';
  const transition = await page.evaluate<string>(`getComputedStyle(${collapse}).transitionDuration`);
  expect(parseFloat(transition)).toBeLessThan(0.001);
  // Fully open by the next frame: the fold is as tall as what it holds.
  const heights = await page.evaluate<[number, number]>(
    `new Promise((resolve) => requestAnimationFrame(() => {
      const collapse = ${collapse};
      resolve([collapse.getBoundingClientRect().height, collapse.querySelector(".bp6-collapse-body").getBoundingClientRect().height]);
    }))`,
  );
  expect(heights[0]).toBeGreaterThan(0);
  expect(heights[0]).toBe(heights[1]);
  await context.close();
});
