import path from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { en, type Language, type Translate } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareInitialData } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { launchBrowser } from "@wellbeing/testkit/browser";
import { outsideTheScreen } from "@wellbeing/testkit/screenFit";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { translator } from "@wellbeing/i18n";

// A participant's path with no dead ends (issue 25), on a phone (390 px), over the demo a fresh
// install seeds (its history included): the course schedule found from the welcome page and every
// participant screen; the demo participant's home, My course, Materials and sessions; a classmate
// booking the next module from their home; the trainer sign-up's Log in link.

const world = {} as { system: TestSystem; browser: Browser };
beforeAll(async () => {
  world.system = await startTestSystem({ seedDemo: false, webDist: path.resolve(import.meta.dirname, "../../../web/dist") });
  await prepareInitialData(world.system, { environment: "development" }, new Date());
  world.browser = await launchBrowser();
});
afterAll(async () => {
  await world.browser?.close();
  await world.system?.stop();
});

const WORDS: Record<Language, Translate> = { en: translator(en, "en"), cy: translator(cy, "cy") };

/** A phone 390 px wide, in `language`, logged in as `email` when given (through the API: the log-in screen is tested elsewhere). */
const phone = async (language: Language, email?: string): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await world.browser.newContext({ baseURL: world.system.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "wb_lang", value: language, url: world.system.url }]);
  if (email) {
    const client = new ApiClient(world.system.url);
    await client.logIn(email, DEMO_PASSWORD);
    const [name, value] = client.sessionCookie!.split("=") as [string, string];
    await context.addCookies([{ name, value, url: world.system.url }]);
  }
  return { context, page: await context.newPage() };
};

/** The screen as it stands: nothing sticks out of the phone's width; photographed with SCREENSHOT_DIR. */
const look = async (page: Page, name: string) => {
  expect(await outsideTheScreen(page), name).toEqual([]);
  await shoot(page, name);
};

const scheduleLink = (page: Page, t: Translate) => page.getByRole("main").getByRole("button", { name: t("participantHome.findSessions"), exact: true });

it.each(["en", "cy"] as const)(
  "a visitor finds the course schedule from the welcome page and the participant log in, and it lists the demo sessions (%s)",
  async (language) => {
    const t = WORDS[language];
    const { context, page } = await phone(language);
    await page.goto("/");
    await look(page, `path-welcome-${language}`);
    await page.getByRole("button", { name: t("welcome.courseSchedule") }).click();
    await page.waitForURL("**/course-schedule");
    await page.getByRole("heading", { name: t("sessionList.availableHeading") }).waitFor();
    await expect.poll(() => page.getByRole("button", { name: t("courseSchedule.book") }).count()).toBeGreaterThanOrEqual(4);
    expect(await page.getByText(t("sessionList.noneAvailable")).count()).toBe(0);
    // The count words its noun by the number: in Welsh the singular after a numeral.
    const count = Number(await page.locator(".session-count-value").textContent());
    expect(await page.locator(".session-count").textContent()).toBe(`${count} ${t("sessionList.upcomingCount", { count })}`);
    if (language === "cy") expect(t("sessionList.upcomingCount", { count })).toBe("sesiwn i ddod");
    await shoot(page, `path-schedule-${language}`);

    await page.goto("/participant-login");
    await page.getByRole("link", { name: t("welcome.courseSchedule") }).click();
    await page.waitForURL("**/course-schedule");
    await context.close();
  },
);

it("participant@demo.test on a phone: what waits, what is booked, what is done, and the schedule from each screen; no removal offered on a session that is over", async () => {
  const t = WORDS.en;
  const { context, page } = await phone("en", DEMO_ACCOUNTS.participant);
  await page.goto("/participant-dashboard");
  await page.getByRole("heading", { name: t("participantHome.welcomeBack"), exact: true }).waitFor();
  // Module 2's post-session evaluation waits; Module 3 is booked; nothing to offer as the next module.
  await page
    .getByRole("button", { name: t("roster.completePostSessionEvaluation") })
    .first()
    .waitFor();
  const upcoming = page.getByRole("region", { name: t("participantHome.upcomingSessions") });
  await upcoming.getByText(/Module 3/).waitFor();
  expect(await page.getByRole("region", { name: t("participantHome.nextModuleTitle") }).count()).toBe(0);
  expect(await scheduleLink(page, t).getAttribute("href")).toBe("/course-schedule");
  await look(page, "path-home-en");

  // My course: Modules 1 and 2 completed, Module 1's certificate to claim; the schedule one tap away.
  await page.goto("/participant/progress");
  const completed = page.getByRole("table", { name: t("participantHome.completedModules") });
  await completed.getByRole("link", { name: "Certificate: Module 1" }).waitFor();
  await completed.getByText(t("participantHome.certificateAfterEvaluation")).waitFor();
  expect(await scheduleLink(page, t).getAttribute("href")).toBe("/course-schedule");
  await look(page, "path-my-course-en");

  // Materials (one course: straight to it), with the schedule.
  await page.goto("/choose-course-materials");
  await page.waitForURL("**/participant/materials/C5");
  await page.locator(".material-document").first().waitFor();
  expect(await scheduleLink(page, t).getAttribute("href")).toBe("/course-schedule");
  await look(page, "path-materials-en");

  // The session that is over offers no removal; the one to come does.
  await page.goto("/participant-sessions-list");
  const list = page.getByRole("table", { name: t("participantHome.completedSessions") });
  await list.getByRole("link").first().waitFor();
  await list.getByRole("link").first().click();
  await page.waitForURL("**/participant-session-details/**");
  await page.getByText("Module 2", { exact: true }).waitFor();
  await page.getByRole("button", { name: t("shell.materials"), exact: true }).waitFor();
  expect(await page.getByRole("button", { name: t("roster.requestRemoval") }).count()).toBe(0);
  await look(page, "path-past-session-en");
  await page.goto("/participant-dashboard");
  await upcoming.getByRole("button", { name: t("ui.viewDetails") }).click();
  await page.getByRole("button", { name: t("roster.requestRemoval") }).waitFor();
  await look(page, "path-next-session-en");
  await context.close();
});

it("a classmate who has not booked Module 3 books it from their home, in Welsh, on a phone; the home then offers nothing more", async () => {
  // On a desktop first, in English.
  const desktop = await phone("en", "gareth@demo.test");
  await desktop.page.setViewportSize({ width: 1280, height: 900 });
  await desktop.page.goto("/participant-dashboard");
  await desktop.page
    .getByRole("region", { name: WORDS.en("participantHome.nextModuleTitle") })
    .getByRole("button", { name: WORDS.en("courseSchedule.book") })
    .first()
    .waitFor();
  await look(desktop.page, "path-next-module-en-desktop");
  await desktop.context.close();

  const t = WORDS.cy;
  const { context, page } = await phone("cy", "gareth@demo.test");
  await page.goto("/participant-dashboard");
  const next = page.getByRole("region", { name: t("participantHome.nextModuleTitle") });
  await next.getByText(t("participantHome.nextModuleIntro", { course: t("session.course_C5"), module: t("session.module_3") })).waitFor();
  await next.getByText(t("participantHome.nextModuleNearTown", { town: "Pontypool" })).waitFor();
  expect(await next.getByRole("button", { name: t("participantHome.allSessionsOnSchedule") }).getAttribute("href")).toBe("/course-schedule");
  await look(page, "path-next-module-cy");

  await next
    .getByRole("button", { name: new RegExp(`^${t("participantHome.nextModuleBook", { module: t("session.module_3"), dates: "" })}`) })
    .first()
    .click();
  await page.waitForURL("**/register/**");
  await page.getByRole("heading", { name: t("roster.registrationTitle") }).waitFor();
  // Modules 1 and 2 done: nothing skipped, no warning.
  expect(await page.locator(".skipped-modules").count()).toBe(0);
  await look(page, "path-register-module-3-cy");
  await page.getByText(t("roster.termsLabel")).click();
  await page.getByText(t("roster.attendanceLabel")).click();
  await page.getByRole("button", { name: t("roster.register"), exact: true }).click();
  await page.getByRole("heading", { name: t("roster.registered") }).waitFor();
  // His pre-course evaluation opened the pre-session documents: the materials are available.
  await page.getByText(t("roster.whatNow")).waitFor();
  await look(page, "path-registered-module-3-cy");

  await page.goto("/participant-dashboard");
  await page
    .getByRole("region", { name: t("participantHome.upcomingSessions") })
    .getByRole("listitem")
    .first()
    .waitFor();
  await expect.poll(() => page.getByRole("region", { name: t("participantHome.nextModuleTitle") }).count()).toBe(0);
  await context.close();
});

it("the trainer sign-up's Log in link logs the participant account out and opens the staff log in (§2.18)", async () => {
  const email = "tomos.graduate@example.org";
  await registerAccount(world.system, { email, name: "Tomos Graduate", roles: ["participant"] });
  const admin = new ApiClient(world.system.url);
  const trainerId = (await admin.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const session = await createSession(
    admin,
    sessionForm(trainerId, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(-1), startTime: "09:00", endTime: "16:00" }] }),
  );
  const tomos = new ApiClient(world.system.url);
  await tomos.logIn(email, DEMO_PASSWORD);
  expect((await registerBeforeItEnded(world.system, tomos, session.id, email)).status).toBe(200);
  const formState = completeSurveyForm("post-train-the-trainer", false);
  expect((await submitSurvey(tomos, session.id, "post-train-the-trainer", formState)).status).toBe(201);

  const t = WORDS.en;
  const { context, page } = await phone("en", email);
  await page.goto("/ttt-signup");
  await page.getByRole("button", { name: t("trainerUpgrade.signUp"), exact: true }).waitFor();
  const logInLink = page.getByRole("link", { name: t("auth.logIn"), exact: true });
  await page.getByText(t("trainerUpgrade.haveTrainerAccount")).waitFor();
  await look(page, "path-ttt-signup-en");
  await logInLink.click();
  await page.waitForURL((url) => url.pathname === "/login");
  await page.getByLabel("Email", { exact: true }).waitFor();
  expect(await page.evaluate(() => fetch("/api/users/auth").then((response) => response.json()))).toEqual({ isAuthenticated: false });
  await context.close();
});
