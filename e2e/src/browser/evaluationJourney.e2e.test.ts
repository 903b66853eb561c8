import type { BrowserContext, Page } from "playwright-core";
import { expect, it } from "vitest";
import { en, questionnaireOf, visibleGroups, type Language, type Translate } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { isTo, registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { logIn } from "@wellbeing/testkit/logIn";
import { shoot } from "@wellbeing/testkit/screenshots";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { answerGroup } from "@wellbeing/testkit/surveyAnswers";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";
import { translator } from "@wellbeing/i18n";

// Issue 25's journeys on a phone (390 px) over the real services: the e-mailed pre-course link opened
// logged out counts for the person it was sent to (their home, their materials, the trainer's count),
// a visitor's response is shown apart; and, in Welsh, a 'please specify' that errs only once left
// empty, a second submission from another tab, and a session page that follows what was done.

const suite = browserSuite();
const PHONE = { width: 390, height: 844 };
const WORDS: Record<Language, Translate> = { en: translator(en, "en"), cy: translator(cy, "cy") };

const phoneIn = async (language: Language): Promise<BrowserContext> => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: PHONE, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: "wb_lang", value: language, url: suite.system.url }]);
  return context;
};

/** A new participant with an account, logged in through the API. */
const participant = async (email: string, name: string) => {
  await registerAccount(suite.system, { email, name, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  const userId = (await client.logIn(email, DEMO_PASSWORD)).userId as string;
  return { email, name, userId, client };
};

/** Agree, then answer every group of the survey on screen and submit it. */
const answerSurvey = async (page: Page, t: Translate, groups: ReturnType<typeof visibleGroups>) => {
  await page.getByRole("button", { name: t("survey.agree"), exact: true }).click();
  for (const [index, group] of groups.entries()) {
    await page.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    await answerGroup(page, t, group);
    await page.getByRole("button", { name: t(index === groups.length - 1 ? "survey.submitFeedback" : "ui.next"), exact: true }).click();
  }
};

const trainerSession = async (dates = [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }]) => {
  const trainer = new ApiClient(suite.system.url);
  const trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId as string;
  return createSession(trainer, sessionForm(trainerId, { dates }));
};

it("the pre-course link e-mailed to a participant, opened logged out on a phone, counts as theirs: their home and materials follow, the trainer counts them once, a visitor apart", async () => {
  const t = WORDS.en;
  const pia = await participant("pia.phone@example.org", "Pia Phone");
  const session = await trainerSession();
  // Registered and logged in on a laptop: the confirmation e-mail carries her own pre-course link.
  expect((await registerFor(pia.client, session.id, pia.email)).status).toBe(200);
  const confirmation = await suite.system.mail.waitFor((mail) => isTo(pia.email)(mail) && mail.text.includes("/pre-course?t="));
  const link = /https?:\/\/[^/\s]+(\/survey\/[^\s]+\/pre-course\?t=[A-Za-z0-9_.-]+)/.exec(confirmation.text)![1]!;

  const staff = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  const trainer = await staff.newPage();
  await logIn(trainer, DEMO_ACCOUNTS.trainer);
  await trainer.waitForURL("**/dashboard");
  await trainer.goto(`/session-details/${session.id}`);
  await trainer.getByText("Get Feedback", { exact: true }).click();
  await trainer.getByText("Responses: 0 out of 1 attendee").first().waitFor();

  // On her phone, logged out, from the e-mail.
  const phone = await phoneIn("en");
  const page = await phone.newPage();
  await page.goto(link);
  await answerSurvey(page, t, visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  await page.getByText(t("surveyScreen.thankYouText")).waitFor();
  await shoot(page, "link-logged-out-thanks-390-en");

  // The trainer's screen, never reloaded, counts her once.
  await trainer.getByText("Responses: 1 out of 1 attendee").first().waitFor();

  // Her home no longer asks for it, and her pre-session materials are open.
  await logIn(page, pia.email, { path: "/participant-login" });
  await page.waitForURL("**/participant-dashboard");
  await page.getByText(t("participantHome.noEvaluationsWaiting")).waitFor();
  await shoot(page, "link-home-390-en");
  await page.goto("/participant/materials/C5");
  await page
    .getByRole("button", { name: t("materials.download"), exact: false })
    .first()
    .waitFor();
  expect(await page.getByText(t("materials.lock_pre-course-evaluation")).count()).toBe(0);

  // Filling it in again is refused: §8's words, then her dashboard.
  await page.goto(link);
  await page.waitForURL("**/participant-dashboard");
  await page.getByText(t("survey.alreadySubmitted")).first().waitFor();

  // A visitor's pre-course response is shown apart from the attendees'.
  const visitor = new ApiClient(suite.system.url);
  expect((await submitSurvey(visitor, session.id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
  await trainer.getByText("1 more response from people not registered for this session (not counted above)").first().waitFor();
  await trainer.getByText("Responses: 1 out of 1 attendee").first().waitFor();
  await shoot(trainer, "get-feedback-visitor-apart-desktop-en");
  await phone.close();
  await staff.close();
});

it("in Welsh on a phone: 'please specify' errs only once left empty and greys nothing answered; a second submission from another tab goes to the dashboard; the session page follows what was done", async () => {
  const t = WORDS.cy;
  const bryn = await participant("bryn.tabs@example.org", "Bryn Tabs");
  const session = await trainerSession([{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }]);
  expect((await registerBeforeItEnded(suite.system, bryn.client, session.id, bryn.email)).status).toBe(200);
  const phone = await phoneIn("cy");
  const [name, value] = bryn.client.sessionCookie!.split("=") as [string, string];
  await phone.addCookies([{ name, value, url: suite.system.url }]);
  const groups = visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false });
  const [demographics, ...rest] = groups;

  const tab = await phone.newPage();
  await tab.goto(`/survey/${session.shortId}/pre-course`);
  await tab.getByRole("button", { name: t("survey.agree"), exact: true }).click();
  await tab.getByRole("heading", { name: t(demographics!.name), exact: true }).waitFor();
  // Another tab opens the same survey meanwhile.
  const other = await phone.newPage();
  await other.goto(`/survey/${session.shortId}/pre-course`);
  await other.getByRole("button", { name: t("survey.agree"), exact: true }).click();

  await answerGroup(tab, t, demographics!);
  const gender = demographics!.questions.find((question) => question.code === "demographic.gender")!;
  await tab
    .getByRole("radiogroup", { name: t(gender.text), exact: true })
    .getByRole("radio", { name: t("demographicQuestions.selfDescribe"), exact: true })
    .check({ force: true });
  const specify = tab.getByLabel(t("survey.otherAnswerLabel"), { exact: false });
  await specify.waitFor();
  const genderQuestion = tab.locator('[data-question="demographic.gender"]');
  // No red error yet, and every question answered after it stays open.
  expect(await genderQuestion.getByText(t("survey.mustBeAnswered")).count()).toBe(0);
  const later = demographics!.questions.slice(demographics!.questions.indexOf(gender) + 1);
  for (const question of later) expect(await tab.locator(`[data-question="${question.code}"].is-locked`).count(), question.code).toBe(0);
  await shoot(tab, "please-specify-untouched-390-cy");
  // Left empty: now it says so.
  await specify.focus();
  await specify.blur();
  await genderQuestion.getByText(t("survey.mustBeAnswered")).waitFor();
  await shoot(tab, "please-specify-left-empty-390-cy");
  await specify.fill("Anneuaidd");
  expect(await genderQuestion.getByText(t("survey.mustBeAnswered")).count()).toBe(0);
  await tab.getByRole("button", { name: t("ui.next"), exact: true }).click();
  for (const [index, group] of rest.entries()) {
    await tab.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    await answerGroup(tab, t, group);
    await tab.getByRole("button", { name: t(index === rest.length - 1 ? "survey.submitFeedback" : "ui.next"), exact: true }).click();
  }
  await tab.waitForURL("**/participant/thank-you");

  // The other tab, filled in too: Submit is refused with §8's words, and takes them to their dashboard.
  for (const [index, group] of groups.entries()) {
    await other.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    await answerGroup(other, t, group);
    await other.getByRole("button", { name: t(index === groups.length - 1 ? "survey.submitFeedback" : "ui.next"), exact: true }).click();
  }
  await other.waitForURL("**/participant-dashboard");
  await other.getByText(t("survey.alreadySubmitted")).first().waitFor();
  await shoot(other, "second-tab-dashboard-390-cy");

  // After the post-session evaluation of this past Module 1 session: no evaluation asked for, the certificate offered.
  expect((await submitSurvey(bryn.client, session.id, "post", completeSurveyForm("post", true))).status).toBe(201);
  await tab.goto(`/participant-session-details/${session.id}`);
  // Until the trainer records his attendance, the page says why no certificate yet (issue 29); then, without a reload, it offers it.
  await tab.getByText(t("participantHome.certificateAfterAttendance")).waitFor();
  await shoot(tab, "session-attendance-first-390-cy");
  const trainer = new ApiClient(suite.system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  await recordAttendance(trainer, session.id, [bryn.email]);
  await tab
    .getByRole("button", { name: t("roster.certificate", { module: t("session.module_1") }), exact: false })
    .first()
    .waitFor();
  expect(await tab.getByText(t("roster.completePreCourseEvaluation")).count()).toBe(0);
  expect(await tab.getByText(t("roster.completePostSessionEvaluation")).count()).toBe(0);
  await shoot(tab, "session-after-post-390-cy");
  await tab.goto("/participant-dashboard");
  await tab.getByText(t("participantHome.noEvaluationsWaiting")).waitFor();
  await phone.close();
});
