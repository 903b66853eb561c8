import type { BrowserContext, Locator, Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, registerAccount, registerNamelessParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { accessibilityViolations, expectAccessible, labelInNameViolations } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn, submitLogIn } from "@wellbeing/testkit/logIn";
import { createSession, inDays, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Issue 11 (WCAG 2.2 AA): axe over every screen of §2, as each kind of visitor, in English and in Welsh.

const suite = browserSuite();

interface World {
  readonly session: { readonly id: string; readonly shortId: string };
  readonly ids: { readonly trainer: string; readonly lead: string };
}
const world = {} as { -readonly [K in keyof World]: World[K] };

/** A participant who never gave a name: the app asks them for it in the 'Details Missing' dialog. */
const NAMELESS = "nameless@example.org";

const expectSeeded = async (sent: Promise<{ readonly status: number; readonly body: unknown }>) => {
  const { status, body } = await sent;
  if (status >= 300) throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
};

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

/** A screen with its first section (Manage Session's Event Details) folded again: what it held is gone, focus included. */
const firstSectionFolded = (path: () => string): Stop => ({
  name: `${path()} — first section folded`,
  open: async (page) => {
    await screen(path).open(page);
    await page.locator(".accordion-toggle").first().click();
    await page.locator(".accordion-toggle").first().and(page.locator("[aria-expanded=false]")).waitFor();
  },
});

/** A button (or link button) of the page's main content, found by its icon: the same in either language. */
const buttonWithIcon = (page: Page, icon: string) =>
  page
    .locator("main")
    .locator("button, a[role=button], a.bp6-button")
    .filter({ has: page.locator(`[data-icon="${icon}"]`) })
    .first();

/** The overlays Blueprint draws in portals, by what they are: dialogs (and the alerts among them), pop-overs, tooltips. */
const OVERLAY = { dialog: ".bp6-dialog", alert: ".bp6-alert", popover: ".bp6-popover:not(.bp6-tooltip)", tooltip: ".bp6-tooltip" } as const;

/** Something opened over a stop (`from`): `openIt` opens it; checked once the newest `overlay` is there and has loaded. */
const openedFrom = (from: Stop, name: string, overlay: keyof typeof OVERLAY, openIt: (page: Page) => Promise<void>): Stop => ({
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
const dialogFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "dialog", openIt);

/** A confirmation (an alert dialog) opened from a screen. */
const alertFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "alert", openIt);

/** A pop-over (a drop-down list, a date picker, an info pop-up) opened from a screen. */
const popoverFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "popover", openIt);

/** A tooltip shown over a screen. */
const tooltipFrom = (path: () => string, name: string, openIt: (page: Page) => Promise<void>): Stop => openedFrom(screen(path), name, "tooltip", openIt);

/** A screen whose code fails to load (`chunk`, the start of its file's name): the crash screen shows instead. */
const crashed = (path: string, chunk: string): Stop => ({
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
const openEverySection = async (page: Page) => {
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
const closeOverlays = async (page: Page) => {
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
const manageSessionDrawers = async (page: Page, check: (name: string) => Promise<void>) => {
  const manage = `/session-details/${world.session.id}`;
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
  await closeOverlays(page);
  await switchToWelsh(page);
  found.push(...(await walk(page, stops, drawers)));
  expect(found, `accessibility violations:\n${found.join("\n")}`).toEqual([]);
};

const loggedIn = async (email: string, home: string, path = "/login", password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await newContext();
  const page = await context.newPage();
  await logIn(page, email, { path, password });
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
    tooltipFrom(
      () => "/course-schedule",
      "funding notice",
      (on) => on.locator(".funders-tooltip").hover(),
    ),
    screen(() => `/register/${world.session.shortId}`),
    screen(() => `/available-sessions/${world.ids.trainer}`),
    screen(() => `/survey/${world.session.shortId}/pre-course`),
    screen(() => "/unauthorized"),
    screen(() => "/404err"),
    screen(() => "/500err"),
    screen(() => "/no/such/page"),
    screen(() => "/verify/ABCD-EFGH-JKMN"),
    screen(() => "/verify"),
    openedFrom(crashed("/terms", "TermsPage"), "report feedback", "dialog", (on) => buttonWithIcon(on, "annotation").click()),
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
    alertFrom(
      () => "/my-account",
      "delete account confirmation",
      (on) => buttonWithIcon(on, "trash").click(),
    ),
    screen(() => "/change-password"),
    tooltipFrom(
      () => "/change-password",
      "show password",
      (on) => on.locator("main .bp6-input-action button").first().hover(),
    ),
    screen(() => "/participant/progress"),
    screen(() => "/participant-sessions-list"),
    screen(() => "/participant/materials/C5"),
    screen(() => "/choose-course-materials"),
    screen(() => "/ttt-signup"),
    screen(() => `/certificate/${world.session.id}?module=1`),
  ]);
  await context.close();
});

it("a participant without a name is asked for it in a dialog that passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(NAMELESS, "/participant-dashboard", "/participant-login", STRONG_PASSWORD);
  await walkInBothLanguages(page, [
    dialogFrom(
      () => "/participant-dashboard",
      "details missing",
      async () => {},
    ),
  ]);
  await context.close();
});

it("every trainer screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  const manage = () => `/session-details/${world.session.id}`;
  const exportDialog = dialogFrom(
    () => "/my-sessions",
    "export",
    (on) => buttonWithIcon(on, "export").click(),
  );
  await walkInBothLanguages(page, [
    screen(() => "/dashboard"),
    screen(() => "/create-session"),
    popoverFrom(
      () => "/create-session",
      "date picker",
      (on) => on.locator("#session-date-0").click(),
    ),
    popoverFrom(
      () => "/create-session",
      "modules",
      async (on) => {
        await on.locator("#session-course").selectOption({ index: 1 });
        await on.locator("#session-modules").click();
      },
    ),
    screen(() => `/session-created/${world.session.id}`),
    screen(manage),
    firstSectionFolded(manage),
    alertFrom(manage, "delete confirmation", (on) => buttonWithIcon(on, "trash").click()),
    popoverFrom(manage, "about an evaluation link", async (on) => {
      await openEverySection(on);
      await on.locator(".survey-link-title button").first().click();
    }),
    screen(() => `/session-edit/${world.session.id}`),
    dialogFrom(
      () => `/session-edit/${world.session.id}`,
      "saved",
      (on) => on.locator("main button[type=submit]").click(),
    ),
    screen(() => `/print/${world.session.id}`),
    screen(() => "/my-sessions"),
    exportDialog,
    openedFrom(exportDialog, "date picker", "popover", (on) => on.locator("#export-from").click()),
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
  ]);
  await context.close();
});

// The drawer views walk on their own: with the screens above, one walk outlasted its budget on a busy machine.
it("every view of the Manage Session drawer, and what each opens, passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.trainer, "/dashboard");
  await walkInBothLanguages(page, [], { drawers: true });
  await context.close();
});

it("every local lead screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.lead, "/dashboard");
  await walkInBothLanguages(page, [
    screen(() => "/dashboard"),
    screen(() => "/group-sessions"),
    screen(() => `/trainer-sessions/${world.ids.trainer}`),
    screen(() => "/trainers"),
    dialogFrom(
      () => "/trainers",
      "details",
      (on) => on.locator("main table button").first().click(),
    ),
    alertFrom(
      () => "/trainers",
      "remove confirmation",
      (on) => on.locator("main table a[role=button]:not([aria-disabled=true]):has([data-icon=trash])").first().click(),
    ),
    alertFrom(
      () => "/add-trainer",
      "outcome",
      async (on) => {
        await on.locator("#add-trainer-name").fill("Demo Trainer");
        await on.locator("#add-trainer-email").fill(DEMO_ACCOUNTS.trainer);
        await on.locator("main button[type=submit]").click();
      },
    ),
    popoverFrom(
      () => "/create-session",
      "trainers",
      (on) => on.locator("#session-trainer-1").click(),
    ),
    screen(() => "/group-results/C5"),
  ]);
  await context.close();
});

it("every admin screen passes axe in English and in Welsh", WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.admin, "/dashboard");
  await walkInBothLanguages(page, [
    screen(() => "/dashboard"),
    screen(() => "/all-sessions"),
    popoverFrom(
      () => "/all-sessions",
      "local lead filter",
      (on) => on.locator("#filter-local-leads").click(),
    ),
    screen(() => "/trainer-sessions"),
    screen(() => "/participants"),
    screen(() => "/trainers"),
    openedFrom(
      dialogFrom(
        () => "/trainers",
        "details",
        (on) => on.locator("main table button").first().click(),
      ),
      "archive confirmation",
      "alert",
      (on) => on.locator(".bp6-dialog-footer a[role=button]:has([data-icon=archive])").click(),
    ),
    screen(() => "/add-user"),
    popoverFrom(
      () => "/add-user",
      "local authorities",
      (on) => on.locator("#add-user-local-authorities").click(),
    ),
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

it("on the staff home reached by logging in (no reload), at 390 px and on a desktop, Tab reaches the skip link first and it moves focus to the main content", async () => {
  for (const width of [390, 1280]) {
    const context = await newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await logIn(page, DEMO_ACCOUNTS.lead);
    await page.waitForURL("**/dashboard");
    await skipToMain(page, "Skip to main content");
    await context.close();
  }
  // At 390 px a screen chosen from the folding menu, which folds away with the link that had focus.
  const phone = await newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await logIn(page, DEMO_ACCOUNTS.lead);
  await page.waitForURL("**/dashboard");
  await screenReady(page.locator("main"));
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Your Trainers" }).click();
  await page.waitForURL("**/trainers");
  // The address changes at once, the screen once its code has loaded (the staff home stays until then): Tab on the chosen screen.
  await page.locator("main .page-title", { hasText: "Trainers" }).waitFor();
  await skipToMain(page, "Skip to main content");
  await phone.close();
});

it("the session lists and Manage Session name each control with its visible words (Label in Name), in English and in Welsh", WALK, async () => {
  const found: string[] = [];
  for (const [email, paths] of [
    [DEMO_ACCOUNTS.trainer, ["/my-sessions", `/session-details/${world.session.id}`]],
    [DEMO_ACCOUNTS.lead, ["/group-sessions", "/my-sessions"]],
  ] as const) {
    const { context, page } = await loggedIn(email, "/dashboard");
    for (const language of ["en", "cy"] as const) {
      if (language === "cy") await switchToWelsh(page);
      for (const path of paths) {
        await screen(() => path).open(page);
        await openEverySection(page);
        for (const violation of await labelInNameViolations(page)) found.push(`[${language}] ${email} ${path}: ${violation}`);
      }
    }
    await context.close();
  }
  expect(found, `label-in-name violations:\n${found.join("\n")}`).toEqual([]);
});

/** A stop that must also fit a 390 px window: nothing makes the page scroll sideways. */
const fitsAPhone = (path: () => string): Stop => ({
  name: `${path()} at 390 px`,
  open: async (page) => {
    await screen(path).open(page);
    await expect.poll(() => page.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(390);
  },
});

/** A session that has begun, with five attendees who answered its post-session evaluation: its results draw every chart. */
const sessionWithResponses = async () => {
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  const dates = [
    { sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" },
    { sessionDate: inDays(6), startTime: "10:00", endTime: "12:00" },
  ];
  const { id } = await createSession(trainer, sessionForm(world.ids.trainer, { dates }));
  for (const n of [1, 2, 3, 4, 5]) {
    const { client, email } = await signedInParticipant(suite.system, `answered.${n}@example.org`);
    expect((await registerFor(client, id, email)).status).toBe(200);
    expect((await submitSurvey(client, id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
    expect((await submitSurvey(client, id, "post", completeSurveyForm("post", true))).status).toBe(201);
  }
  return id;
};

it("at 390 px, Event history (admin and auditor) and a session's results fit the width and pass axe, in English and in Welsh", WALK, async () => {
  const sessionId = await sessionWithResponses();
  await registerAccount(suite.system, { email: "auditor.walk@example.org", name: "Awen Auditor", roles: ["auditor"] });
  for (const [email, home, stops] of [
    [DEMO_ACCOUNTS.admin, "/dashboard", [fitsAPhone(() => "/audit")]],
    ["auditor.walk@example.org", "/audit", [fitsAPhone(() => "/audit")]],
    [DEMO_ACCOUNTS.trainer, "/dashboard", [fitsAPhone(() => `/survey/${sessionId}/post/results`), fitsAPhone(() => `/survey/${sessionId}/pre-course/results`)]],
  ] as const) {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, email);
    await page.waitForURL(`**${home}`);
    await walkInBothLanguages(page, stops);
    await context.close();
  }
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

it("with reduced motion asked for, a folding section opens with no transition, and folded again holds nothing to Tab into", async () => {
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
  await section.locator(".accordion-toggle[aria-expanded=true]").click();
  await expect.poll(() => section.locator(".bp6-collapse-body button, .bp6-collapse-body a, .bp6-collapse-body input").count()).toBe(0);
  await context.close();
});
