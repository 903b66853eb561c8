import type { Locator, Page } from "playwright-core";
import { expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible, labelInNameViolations } from "@wellbeing/testkit/axe";
import * as walk from "@wellbeing/testkit/accessibilityWalk";
import { logIn, submitLogIn } from "@wellbeing/testkit/logIn";
import { createSession, inDays, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Issue 11 (WCAG 2.2 AA): the screens' keyboard paths, announcements, motion, Label in Name and phone widths, and the
// dialogs only some visitors meet. The walk over every screen is in the other accessibility*.e2e.test.ts files.

const { suite, world, newContext, loggedIn } = walk.walkSuite();

it("a participant without a name is asked for it in a dialog that passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(walk.NAMELESS, "/participant-dashboard", "/participant-login", STRONG_PASSWORD);
  await walk.walkInBothLanguages(page, [
    walk.dialogFrom(
      () => "/participant-dashboard",
      "details missing",
      async () => {},
    ),
  ]);
  await context.close();
});

it("a person with several accounts chooses one on a screen that passes axe in English and in Welsh", walk.WALK, async () => {
  const { context, page } = await loggedIn(DEMO_ACCOUNTS.multi, "/dashboard");
  await walk.walkInBothLanguages(page, [walk.screen(() => "/decide-role")]);
  await context.close();
});

const focusedText = (page: Page) => page.evaluate<string | undefined>("document.activeElement?.textContent");
const focusedId = (page: Page) => page.evaluate<string | undefined>("document.activeElement?.id");

/** From a freshly loaded screen: out of sight, the skip link is the first Tab stop, shows itself, and Enter on it moves focus to <main>. */
const skipToMain = async (page: Page, skipText: string) => {
  await walk.screenReady(page.locator("main"));
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
  await walk.switchToWelsh(page);
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
  await walk.screenReady(page.locator("main"));
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("menuitem", { name: "Your Trainers" }).click();
  await page.waitForURL("**/trainers");
  // The address changes at once, the screen once its code has loaded (the staff home stays until then): Tab on the chosen screen.
  await page.locator("main .page-title", { hasText: "Trainers" }).waitFor();
  await skipToMain(page, "Skip to main content");
  await phone.close();
});

it("the session lists and Manage Session name each control with its visible words (Label in Name), in English and in Welsh", walk.WALK, async () => {
  const found: string[] = [];
  for (const [email, paths] of [
    [DEMO_ACCOUNTS.trainer, ["/my-sessions", `/session-details/${world.session.id}`]],
    [DEMO_ACCOUNTS.lead, ["/group-sessions", "/my-sessions"]],
  ] as const) {
    const { context, page } = await loggedIn(email, "/dashboard");
    for (const language of ["en", "cy"] as const) {
      if (language === "cy") await walk.switchToWelsh(page);
      for (const path of paths) {
        await walk.screen(() => path).open(page);
        await walk.openEverySection(page);
        for (const violation of await labelInNameViolations(page)) found.push(`[${language}] ${email} ${path}: ${violation}`);
      }
    }
    await context.close();
  }
  expect(found, `label-in-name violations:\n${found.join("\n")}`).toEqual([]);
});

/** A stop that must also fit a 390 px window: nothing makes the page scroll sideways. */
const fitsAPhone = (path: () => string): walk.Stop => ({
  name: `${path()} at 390 px`,
  open: async (page) => {
    await walk.screen(path).open(page);
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

it("at 390 px, Event history (admin and auditor) and a session's results fit the width and pass axe, in English and in Welsh", walk.WALK, async () => {
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
    await walk.walkInBothLanguages(page, stops);
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
  await walk.screenReady(page.locator("main"));

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
  await walk.screenReady(page.locator("main"));
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
