import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import type { Language } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { countLivePushes } from "@wellbeing/testkit/livePushes";
import { logIn } from "@wellbeing/testkit/logIn";
import { watchPolicyViolations } from "@wellbeing/testkit/policyViolations";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// The results pages (§2.16) in Chromium over the running system, in English and Welsh: the course
// picker, the titles, the three accordions' figures, someone else's Sessions view, and a submission
// moving the figures on an open page without a reload.

const suite = browserSuite();

const participant = (email: string) => signedInParticipant(suite.system, email);

/** Every question answered (the middle of each scale, no one seen), as the survey screen would send it. */
const answer = async (client: ApiClient, sessionId: string, surveyType: "pre-course" | "post") =>
  expect((await submitSurvey(client, sessionId, surveyType, completeSurveyForm(surveyType, surveyType === "post"))).status).toBe(201);
const submitPreCourse = (client: ApiClient, sessionId: string) => answer(client, sessionId, "pre-course");

/** A staff member's browser in `language`, logged in, watching for content security policy violations (the charts draw SVG with styles). */
const staffPage = async (email: string, language: Language) => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const policy = await watchPolicyViolations(context);
  const page = await context.newPage();
  await logIn(page, email);
  await page.waitForURL("**/dashboard");
  await context.addCookies([{ name: "wb_lang", value: language, url: suite.system.url }]);
  return { context, page, policy };
};

/** Follows an address inside the running app (as a link would: the router's numbered history entry), so Back stays in the same page. */
const openInApp = (page: Page, path: string) =>
  // Browser code, kept as text: this workspace is typed for Node, not the DOM.
  page.evaluate(
    `window.history.pushState({ usr: null, key: "test", idx: (window.history.state?.idx ?? 0) + 1 }, "", ${JSON.stringify(path)}); window.dispatchEvent(new PopStateEvent("popstate"));`,
  );

/** The reach table's row of a survey: its responses and rate. */
const surveyRow = (page: Page, survey: string) => page.getByTestId("survey-reach").getByRole("row", { name: survey });

/**
 * A trainer's session of the standard course, six registered participants, five of whom answered the
 * pre-course and post surveys (a batch the disclosure rule releases): Ben has not answered yet.
 */
const world = async () => {
  const trainer = new ApiClient(suite.system.url);
  const trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
  const session = await createSession(trainer, sessionForm(trainerId, { dates: [{ sessionDate: inDays(-3), startTime: "10:00", endTime: "12:00" }] }));
  for (const index of [1, 2, 3, 4, 5]) {
    const ana = await participant(`ana${index}.charts@example.org`);
    expect((await registerBeforeItEnded(suite.system, ana.client, session.id, ana.email)).status).toBe(200);
    await submitPreCourse(ana.client, session.id);
    await answer(ana.client, session.id, "post");
  }
  const ben = await participant("ben.charts@example.org");
  expect((await registerBeforeItEnded(suite.system, ben.client, session.id, ben.email)).status).toBe(200);
  return { trainerId, session, ben };
};
let built: ReturnType<typeof world> | null = null;
const given = () => (built ??= world());

// Eleven submissions: made once, before the tests, within the hooks' longer time.
beforeAll(async () => {
  await given();
}, 400_000);

it("a trainer picks a course and sees their results, which a new submission moves without a reload (English)", async () => {
  const { session, ben } = await given();
  const t = translatorFor("en");
  const { context, page, policy } = await staffPage(DEMO_ACCOUNTS.trainer, "en");
  await page.reload();
  await page.getByRole("menuitem", { name: "Evaluation results" }).click();
  await page.waitForURL("**/choose-course?target=me");
  await shoot(page, "results-choose-course-en");
  await page.getByRole("button", { name: `${t("ui.results")}: ${t("session.course_C5")}` }).click();
  await page.waitForURL("**/trainer-results?target=me&course=C5");
  await page.getByRole("heading", { name: "Your results: Standard course Results" }).waitFor();
  for (const accordion of ["Reach", "Trainer feedback", "Behavioural"]) await page.getByRole("button", { name: accordion }).waitFor();
  await page.getByRole("button", { name: "Export Responses" }).waitFor();
  expect(await page.getByRole("button", { name: "Export Sessions" }).count()).toBe(0);

  // Five responses of six confirmed attendees; then Ben answers and the open page follows.
  await expect.poll(() => surveyRow(page, "Pre-course evaluation").textContent()).toBe("Pre-course evaluation583%");
  await expect
    .poll(() =>
      page
        .getByTestId("behavioural-wellbeing")
        .getByRole("row", { name: /Capability/ })
        .first()
        .textContent(),
    )
    .toBe("Pre-course evaluationCapability6060");
  await shoot(page, "results-trainer-en");
  await expectAccessible(page, "results (trainer, English)");
  await policy.expectNoneOn(page);
  let reloaded = false;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) reloaded = true;
  });
  await submitPreCourse(ben.client, session.id);
  await expect.poll(() => surveyRow(page, "Pre-course evaluation").textContent()).toBe("Pre-course evaluation6100%");
  expect(reloaded).toBe(false);
  await context.close();
});

it("a local lead sees their group's results and a trainer's Sessions view, in Welsh", async () => {
  const { trainerId } = await given();
  const t = translatorFor("cy");
  const { context, page } = await staffPage(DEMO_ACCOUNTS.lead, "cy");
  // A trainer outside the lead's group: §8's 403 text on the page, in Welsh, and Back.
  const outsider = await registerAccount(suite.system, { email: "outside.trainer@example.org", name: "Owain Outside", roles: ["trainer"] });
  await page.goto("/trainers");
  await openInApp(page, `/trainer-results?target=trainer&course=C5&userId=${outsider}`);
  await page
    .getByRole("alert")
    .filter({ hasText: t("resultsAccess.refused") })
    .waitFor();
  await page.getByRole("button", { name: t("ui.back"), exact: true }).click();
  await page.waitForURL("**/trainers");
  await page.goto("/trainer-results?target=myGroup&course=C5");
  const title = t("results.pageTitle", { prefix: t("results.title_myGroup"), course: t("session.course_C5"), view: t("ui.results") });
  await page.getByRole("heading", { name: title }).waitFor();
  for (const accordion of ["results.reach", "results.trainerFeedback", "results.behavioural"] as const)
    await page.getByRole("button", { name: t(accordion) }).waitFor();
  await expect.poll(() => surveyRow(page, t("session.surveyLink_pre-course")).count()).toBe(1);
  await shoot(page, "results-group-cy");
  await expectAccessible(page, "group results (local lead, Welsh)");

  // Someone else's results: when they registered, and the Results/Sessions toggle.
  await page.goto(`/trainer-results?target=trainer&course=C5&userId=${trainerId}&trainerName=Tina`);
  await page
    .getByRole("heading", {
      name: t("results.pageTitle", {
        prefix: t("results.title_trainer", { trainerName: "Tina" }),
        course: t("session.course_C5"),
        view: t("ui.results"),
      }),
    })
    .waitFor();
  await page.getByText(t("results.dataSince", { date: "" }).trim(), { exact: false }).waitFor();
  await page.getByRole("radio", { name: t("shell.sessions") }).click();
  await page.waitForURL("**view=sessions");
  await page
    .getByRole("table", {
      name: t("results.sessionsCaption", {
        title: t("results.pageTitle", {
          prefix: t("results.title_trainer", { trainerName: "Tina" }),
          course: t("session.course_C5"),
          view: t("shell.sessions"),
        }),
      }),
    })
    .waitFor();
  await shoot(page, "results-trainer-sessions-cy");
  await expectAccessible(page, "a trainer's sessions (local lead, Welsh)");
  await context.close();
});

it("sends an unknown target to /unauthorized, says §8's refusals on the page with a way back, and an admin's all results offer every export", async () => {
  const { context, page } = await staffPage(DEMO_ACCOUNTS.admin, "en");
  await page.goto("/trainer-results?target=everyone&course=C5");
  await page.waitForURL("**/unauthorized");
  // A trainer nobody knows: §8's 404 text on the page, then Back where the admin came from.
  await page.goto("/all-sessions");
  await openInApp(page, "/trainer-results?target=trainer&course=C5&userId=0190a000-0000-7000-8000-0000000000ff&trainerName=Nobody");
  await page.getByRole("alert").filter({ hasText: "Error!, trainer data not found" }).waitFor();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await page.waitForURL("**/all-sessions");
  await page.goto("/trainer-results?target=all&course=C5");
  await page.getByRole("heading", { name: "All results: Standard course Results" }).waitFor();
  for (const name of ["Export Responses", "Export Sessions", "Export Trainers"]) await page.getByRole("button", { name }).waitFor();
  await shoot(page, "results-all-en");
  await context.close();
});

it("a submission moves an open results page from the push itself: no request to the results endpoint after the page's first", async () => {
  const email = "rhys.live@example.org";
  await registerAccount(suite.system, { email, name: "Rhys Live", roles: ["trainer"], localAuthorities: ["Newport"] });
  const context = await suite.browser.newContext({ baseURL: suite.system.url });
  const page = await context.newPage();
  const dashboardPushes = countLivePushes(page, "dashboard");
  const resultReads: string[] = [];
  page.on("request", (request) => {
    if (/^\/api\/users\/[^/]+\/results$/.test(new URL(request.url()).pathname)) resultReads.push(request.url());
  });
  await logIn(page, email);
  await page.waitForURL("**/dashboard");

  // Rhys's session and Cai on it: a push arrives, so the socket is open (and the refetch its opening makes is behind us).
  const rhys = new ApiClient(suite.system.url);
  const rhysId = (await rhys.logIn(email, DEMO_PASSWORD)).userId;
  const session = await createSession(rhys, sessionForm(rhysId, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  const cai = await participant("cai.live@example.org");
  expect((await registerBeforeItEnded(suite.system, cai.client, session.id, cai.email)).status).toBe(200);
  await expect.poll(dashboardPushes).toBeGreaterThan(0);

  await openInApp(page, "/trainer-results?target=me&course=C5");
  await page.getByRole("heading", { name: "Your results: Standard course Results" }).waitFor();
  await expect.poll(() => surveyRow(page, "Pre-course evaluation").textContent()).toBe("Pre-course evaluation00%");
  expect(resultReads).toHaveLength(1);

  await submitPreCourse(cai.client, session.id);
  await expect.poll(() => surveyRow(page, "Pre-course evaluation").textContent()).toBe("Pre-course evaluation1100%");
  expect(resultReads).toHaveLength(1);
  await shoot(page, "results-pushed-figures-en");
  await context.close();
});
