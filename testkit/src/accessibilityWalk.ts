import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerNamelessParticipant } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import { accessibilityViolations } from "./axe";
import { browserSuite } from "./browserSuite";
import { logIn } from "./logIn";
import { createSession, sessionForm } from "./sessionCast";

// Issue 11 (WCAG 2.2 AA): the walk that takes axe over every screen of §2, as each kind of visitor, in English
// and in Welsh. The accessibility*.e2e.test.ts files share it, each walking one part, so that the browser
// workers share the walk.

type Suite = ReturnType<typeof browserSuite>;

/** What the walk visits: a session of the demo trainer's, with something in each of Manage Session's e-mail lists. */
export interface WalkWorld {
  readonly session: { readonly id: string; readonly shortId: string };
  readonly ids: { readonly trainer: string; readonly lead: string };
}

/** A participant who never gave a name: the app asks them for it in the 'Details Missing' dialog. */
export const NAMELESS = "nameless@example.org";

const expectSeeded = async (sent: Promise<{ readonly status: number; readonly body: unknown }>) => {
  const { status, body } = await sent;
  if (status >= 300) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
};

/** The walk's world, seeded before the file's tests run. */
export const walkWorld = (suite: Suite): WalkWorld => {
  const world = {} as { -readonly [K in keyof WalkWorld]: WalkWorld[K] };
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
    // Something in each of Manage Session's e-mail lists, so the views they open (a sent e-mail, a scheduled one, its cancellation) are reached.
    const inAMonth = new Date(Date.now() + 30 * 24 * 3600_000).toISOString();
    await Promise.all([
      expectSeeded(trainer.request("POST", `/api/sessions/${id}/emails?type=registration`, { recipients: ["invitee@example.org"] })),
      expectSeeded(trainer.request("POST", `/api/sessions/${id}/emails?type=reminder`, { recipients: [DEMO_ACCOUNTS.participant] })),
      expectSeeded(
        trainer.request("POST", `/api/sessions/${id}/scheduled-emails`, { date: inAMonth, surveyType: "post", recipients: [DEMO_ACCOUNTS.participant] }),
      ),
    ]);
    await registerNamelessParticipant(suite.system, NAMELESS);
  });

  return world;
};

/** A browser test file of the walk: the system and Chromium, the walk's world, and contexts to walk in. */
export const walkSuite = () => {
  const suite = browserSuite();
  return { suite, world: walkWorld(suite), ...walkContexts(suite) };
};

/** Browser contexts for the walk: reduced motion, so dialogs and drawers are checked as they rest, not half faded in. */
export const walkContexts = (suite: Suite) => {
  const newContext = (options: Parameters<Suite["browser"]["newContext"]>[0] = {}): Promise<BrowserContext> =>
    suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 }, reducedMotion: "reduce", ...options });
  const loggedIn = async (email: string, home: string, path = "/login", password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await newContext();
    const page = await context.newPage();
    await logIn(page, email, { path, password });
    await page.waitForURL(`**${home}`);
    return { context, page };
  };
  return { newContext, loggedIn };
};

export const screenReady = async (scope: Locator) => {
  await scope.getByRole("heading").first().waitFor();
  await expect.poll(() => scope.locator(".bp6-spinner").count()).toBe(0);
};

/** A screen, or something opened over it, to check: `open` gets it on screen from where the walk is. */
export interface Stop {
  readonly name: string;
  readonly open: (page: Page) => Promise<void>;
}

export const screen = (path: () => string): Stop => ({
  name: path(),
  open: async (page) => {
    await page.goto(path());
    await screenReady(page.locator("main"));
  },
});

/** A screen with its first section (Manage Session's Event Details) folded again: what it held is gone, focus included. */
export const firstSectionFolded = (path: () => string): Stop => ({
  name: `${path()} — first section folded`,
  open: async (page) => {
    await screen(path).open(page);
    await page.locator(".accordion-toggle").first().click();
    await page.locator(".accordion-toggle").first().and(page.locator("[aria-expanded=false]")).waitFor();
  },
});

/** A button (or link button) of the page's main content, found by its icon: the same in either language. */
export const buttonWithIcon = (page: Page, icon: string) =>
  page
    .locator("main")
    .locator("button, a[role=button], a.bp6-button")
    .filter({ has: page.locator(`[data-icon="${icon}"]`) })
    .first();

/** The overlays Blueprint draws in portals, by what they are: dialogs (and the alerts among them), pop-overs, tooltips. */
const OVERLAY = { dialog: ".bp6-dialog", alert: ".bp6-alert", popover: ".bp6-popover:not(.bp6-tooltip)", tooltip: ".bp6-tooltip" } as const;

/** Something opened over a stop (`from`): `openIt` opens it; checked once the newest `overlay` is there and has loaded. */
export const openedFrom = (from: Stop, name: string, overlay: keyof typeof OVERLAY, openIt: (page: Page) => Promise<void>): Stop => ({
  name: `${from.name} — ${name}`,
  open: async (page) => {
    await from.open(page);
    await openIt(page);
    const shown = page.locator(OVERLAY[overlay]).last();
    await shown.waitFor();
    await expect.poll(() => shown.locator(".bp6-spinner").count()).toBe(0);
  },
});

/** A dialog opened from a screen. */
export const dialogFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "dialog", openIt);

/** A confirmation (an alert dialog) opened from a screen. */
export const alertFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "alert", openIt);

/** A pop-over (a drop-down list, a date picker, an info pop-up) opened from a screen. */
export const popoverFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "popover", openIt);

/** A tooltip shown over a screen. */
export const tooltipFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "tooltip", openIt);

/** A screen whose code fails to load (`chunk`, the start of its file's name): the crash screen shows instead. */
export const crashed = (path: string, chunk: string): Stop => ({
  name: `${path} — its code not loading`,
  open: async (page) => {
    const failToLoad = `**/assets/${chunk}-*.js`;
    await page.route(failToLoad, (route) => route.abort());
    await screen(() => path).open(page);
    await page.unroute(failToLoad);
  },
});

/** What a drawer view opens from itself: a sent or scheduled e-mail's view, a scheduled one's cancellation, scheduling another. */
const NESTED_OPENERS = [
  ".mail-table button:has([data-icon=eye-open])",
  ".mail-table button:has([data-icon=cross])",
  ".session-drawer-body > .button-row button:has([data-icon=add])",
];

/** Nothing is loading any more in what is open. */
const settled = (page: Page) => expect.poll(() => page.locator(".bp6-overlay.bp6-overlay-open .bp6-spinner").count()).toBe(0);

/** Unfolds every folded section of the screen. */
export const openEverySection = async (page: Page) => {
  const toggles = page.locator(".accordion-toggle[aria-expanded=false]");
  while ((await toggles.count()) > 0) await toggles.first().click();
};

/** What is open over the screen now (an overlay closing stays in the page a moment, no longer marked open). */
const openOverlay = (page: Page, overlay: keyof typeof OVERLAY) => page.locator(`.bp6-overlay.bp6-overlay-open ${OVERLAY[overlay]}`);

/** Closes the topmost overlay: an alert by its cancel button (Escape may not cancel one), the drawer by Back, anything else with Escape. */
const closeTopmost = async (page: Page) => {
  const alertCancel = openOverlay(page, "alert").locator(".bp6-alert-footer button").last();
  const drawerBack = page.locator(".bp6-overlay.bp6-overlay-open .bp6-drawer-header .overlay-back-button").first();
  if ((await alertCancel.count()) > 0) await alertCancel.click();
  else if ((await openOverlay(page, "dialog").count()) === 0 && (await drawerBack.count()) > 0) await drawerBack.click();
  else await page.keyboard.press("Escape");
};

/** Closes whatever is open over the screen, topmost first (the pointer moved off it first, so that no tooltip shows). */
export const closeOverlays = async (page: Page) => {
  await page.mouse.move(0, 0);
  const open = page.locator(".bp6-overlay.bp6-overlay-open");
  for (let left = await open.count(); left > 0; left = await open.count()) {
    await closeTopmost(page);
    await expect.poll(() => open.count()).toBeLessThan(left);
  }
};

/**
 * Every view of the Manage Session drawer (§2.10), opened in turn from the buttons of its sections,
 * and every view each of them opens in turn (a dialog over it, or the drawer's next view).
 */
const manageSessionDrawers = async (page: Page, manage: string, check: (name: string) => Promise<void>) => {
  await screen(() => manage).open(page);
  await openEverySection(page);
  await check(`${manage} — every section open`);
  const drawer = page.locator(".session-drawer");
  const title = drawer.locator(".bp6-drawer-header .bp6-heading");
  const openers = page.locator(".manage-sections .button-row button:not([aria-disabled=true]):not([disabled])");
  const count = await openers.count();
  for (let index = 0; index < count; index += 1) {
    const openDrawer = async () => {
      await openers.nth(index).click();
      await title.waitFor();
      await settled(page);
      return title.innerText();
    };
    const view = await openDrawer();
    await check(`${manage} — drawer ${view}`);
    for (const nested of NESTED_OPENERS) {
      if ((await drawer.locator(nested).count()) === 0) continue;
      await drawer.locator(nested).first().click();
      const dialog = openOverlay(page, "dialog");
      await expect.poll(async () => (await dialog.count()) > 0 || (await title.innerText()) !== view).toBe(true);
      await settled(page);
      const isDialog = (await dialog.count()) > 0;
      const opened = isDialog ? `dialog ${await dialog.last().innerText()}` : await title.innerText();
      await check(`${manage} — drawer ${view} — ${opened.split("\n")[0]}`);
      // A dialog closes back onto the drawer view; a view that replaced it is left by closing the drawer and opening it again.
      if (isDialog) {
        await closeTopmost(page);
        await expect.poll(() => dialog.count()).toBe(0);
      } else {
        await closeOverlays(page);
        await openDrawer();
      }
    }
    await closeOverlays(page);
  }
};

/** Walks the stops in the language on screen, collecting what axe finds on each. */
const walk = async (page: Page, stops: ReadonlyArray<Stop>, drawersOf: string | null): Promise<string[]> => {
  const found: string[] = [];
  const check = async (name: string) => {
    const language = await page.locator("html").getAttribute("lang");
    for (const violation of await accessibilityViolations(page)) found.push(`[${language}] ${name}: ${violation}`);
  };
  for (const stop of stops) {
    await stop.open(page);
    await check(stop.name);
  }
  if (drawersOf !== null) await manageSessionDrawers(page, `/session-details/${drawersOf}`, check);
  return found;
};

/** Switches to Cymraeg with the header's language switch. */
export const switchToWelsh = async (page: Page) => {
  await page.locator(".language-switch").click();
  await page.locator("html[lang=cy]").waitFor({ state: "attached" });
};

/** Walks the stops in English, switches the language, walks them again in Welsh; fails listing every finding. */
export const walkInBothLanguages = async (page: Page, stops: ReadonlyArray<Stop>, { drawersOf = null as string | null } = {}) => {
  const found = await walk(page, stops, drawersOf);
  await closeOverlays(page);
  await switchToWelsh(page);
  found.push(...(await walk(page, stops, drawersOf)));
  expect(found, `accessibility violations:\n${found.join("\n")}`).toEqual([]);
};

export const UNKNOWN_TOKEN = "A".repeat(43);

/** A walk checks tens of screens twice over; on a busy machine that takes minutes. */
export const WALK = { timeout: 480_000 };
