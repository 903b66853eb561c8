import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en, OTHER_LOCAL_AUTHORITY, type Language, type MessageKey, type Translate } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { fakeSurveyApi, fakeSurveyData, FAKE_SHORT_ID } from "@wellbeing/testkit/fakeSurveyApi";
import { logIn } from "@wellbeing/testkit/logIn";
import { expectAccessible } from "@wellbeing/testkit/axe";
import { shoot } from "@wellbeing/testkit/screenshots";
import { answerGroup } from "@wellbeing/testkit/surveyAnswers";
import { translator } from "@wellbeing/i18n";

// The survey screen (§2.15, §4, §5, §6): the confirmation page, one page per question group, the
// unlock order, 'Step x/y' and the completion rate, in English and in Welsh. The survey endpoints are
// answered in the browser as their contracts say (fakeSurveyApi): this is the screen's own behaviour.

const suite = browserSuite();

const WORDS: Record<Language, Translate> = { en: translator(en, "en"), cy: translator(cy, "cy") };

/** A browser whose screens are in `language` (the wb_lang cookie every page reads). */
const contextIn = async (language: Language): Promise<BrowserContext> => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "wb_lang", value: language, url: suite.system.url }]);
  return context;
};

/** A browser in `language` logged in as `email` (through the API: the log in page is tested elsewhere). */
const loggedInContextIn = async (language: Language, email: string): Promise<BrowserContext> => {
  const context = await contextIn(language);
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  const [name, value] = client.sessionCookie!.split("=") as [string, string];
  await context.addCookies([{ name, value, url: suite.system.url }]);
  return context;
};

/** The question controls, found by the names a screen reader gives them (the question's words). */
const on = (page: Page, t: Translate) => ({
  field: (key: MessageKey) => page.getByLabel(t(key), { exact: true }),
  choices: (key: MessageKey) => page.getByRole("radiogroup", { name: t(key), exact: true }),
  button: (key: MessageKey) => page.getByRole("button", { name: t(key), exact: true }),
  seeText: (key: MessageKey, params?: Record<string, string | number>) => page.getByText(t(key, params), { exact: true }).first().waitFor(),
  /** 'Step x/y' and the completion rate, as the indicator shows them. */
  progress: async (step: number, total: number, percent: number) => {
    await page.getByText(t("survey.step", { step, total }), { exact: true }).waitFor();
    await page.getByText(t("survey.percentComplete", { percent }), { exact: true }).waitFor();
    await expect.poll(() => page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe(String(percent));
  },
});

// Blueprint draws its own box over a radio button or check box (it takes the click for the input), so
// Playwright is told to click through it: `check({ force: true })`.

/** A screen as it stands: photographed (with SCREENSHOT_DIR) and checked with axe (WCAG 2.2 AA). */
const look = async (page: Page, name: string) => {
  await shoot(page, name);
  await expectAccessible(page, name);
};

const isDisabled = (locator: ReturnType<Page["getByRole"]>) => expect.poll(() => locator.isDisabled());

describe.each(["en", "cy"] as const)("the pre-course survey, opened without logging in (%s)", (language) => {
  it("shows the confirmation page, then unlocks the questions in order with Step x/y and the completion rate", async () => {
    const t = WORDS[language];
    const context = await contextIn(language);
    const page = await context.newPage();
    await fakeSurveyApi(page, fakeSurveyData("pre-course"));
    const screen = on(page, t);
    await page.goto(`/survey/${FAKE_SHORT_ID}/pre-course`);

    // The confirmation page (§2.15).
    await page.getByRole("heading", { name: t("sessionFacts.evaluation"), exact: true }).waitFor();
    await screen.seeText("survey.importantInformation");
    await screen.seeText("survey.checkSessionDetails");
    await page.getByText(/Tia Trainer.*Sam Partner/).waitFor();
    await screen.seeText("session.fundedEvaluationNotice", { evaluation: t("surveyScreen.evaluationName_pre-course") });
    await screen.seeText("surveyScreen.researchNotice");
    await look(page, `survey-confirmation-${language}`);
    await screen.button("survey.agree").click();

    // Demographics: 39 required questions in the 5 visible groups (8 + 4 + 3 × 9); the rate rounds up.
    await page.getByRole("heading", { name: t("surveyGroups.demographic"), exact: true }).waitFor();
    await screen.progress(1, 5, 0);
    const next = screen.button("ui.next");
    await isDisabled(next).toBe(true);
    await isDisabled(screen.choices("demographicQuestions.gender").getByRole("radio").first()).toBe(true);
    await screen.field("demographicQuestions.ageBand").selectOption("25-34");
    await isDisabled(screen.choices("demographicQuestions.gender").getByRole("radio").first()).toBe(false);
    await screen.progress(1, 5, 3);

    await screen
      .choices("demographicQuestions.gender")
      .getByRole("radio", { name: t("demographicQuestions.woman") })
      .check({ force: true });
    await screen.field("demographicQuestions.ethnicity").selectOption("white");
    // 'Other, please specify' counts only with its text: the next question stays locked until then.
    await screen.field("demographicQuestions.localAuthority").selectOption(OTHER_LOCAL_AUTHORITY);
    await isDisabled(screen.field("demographicQuestions.jobTitle")).toBe(true);
    await screen.progress(1, 5, 8);
    await screen.field("survey.otherAnswerLabel").fill("Cardiff");
    await isDisabled(screen.field("demographicQuestions.jobTitle")).toBe(false);
    await screen.progress(1, 5, 11);
    await screen.field("demographicQuestions.jobTitle").fill("Support worker");
    await screen
      .choices("demographicQuestions.workforceSector")
      .getByRole("radio", { name: t("demographicQuestions.sectorThird") })
      .check({ force: true });
    // The department follows the organisation (§5).
    await isDisabled(screen.field("demographicQuestions.department")).toBe(true);
    await screen.field("demographicQuestions.organisation").selectOption("Health");
    await screen.field("demographicQuestions.department").selectOption("primaryCare");
    await screen.progress(1, 5, 21);
    await isDisabled(next).toBe(false);
    await look(page, `survey-demographics-${language}`);
    await next.click();

    // Behaviour in the last week: a conversation count is never more than the people seen.
    await page.getByRole("heading", { name: t("surveyGroups.behaviour"), exact: true }).waitFor();
    await screen.progress(2, 5, 21);
    await screen.field("behaviourQuestions.peopleSeen").fill("3");
    await screen.field("behaviourQuestions.talkedAboutWellbeing").fill("5");
    await screen.seeText("survey.moreThanPeopleSeen");
    await isDisabled(screen.field("behaviourQuestions.helpedPlanSteps")).toBe(true);
    await screen.field("behaviourQuestions.talkedAboutWellbeing").fill("2");
    await screen.field("behaviourQuestions.helpedPlanSteps").fill("1");
    await screen.field("behaviourQuestions.pointedToSupport").fill("0");
    await screen.progress(2, 5, 31);
    await next.click();

    // The statements, on the 0–5 star scale, each a radio group.
    await page.getByRole("heading", { name: t("surveyGroups.conversationsWellbeing"), exact: true }).waitFor();
    await screen.progress(3, 5, 31);
    await isDisabled(screen.choices("behaviourQuestions.skill").getByRole("radio").first()).toBe(true);
    await screen
      .choices("behaviourQuestions.knowledge")
      .getByRole("radio", { name: t("survey.starsOf", { stars: 4 }) })
      .check({ force: true });
    await isDisabled(screen.choices("behaviourQuestions.skill").getByRole("radio").first()).toBe(false);
    await screen.progress(3, 5, 34);
    await isDisabled(next).toBe(true);
    await look(page, `survey-statements-${language}`);

    // Back keeps what was answered.
    await screen.button("ui.back").click();
    await screen.progress(2, 5, 34);
    expect(await screen.field("behaviourQuestions.peopleSeen").inputValue()).toBe("3");

    // The 'why' dialog: its sections fold.
    await page.getByRole("button", { name: t("survey.whyAreYouAsking") }).click();
    const dialog = page.getByRole("dialog", { name: t("survey.whyAreYouAsking") });
    await dialog.getByText(t("surveyScreen.whyBehaviourText")).waitFor();
    await dialog.getByRole("button", { name: t("surveyScreen.whyAnonymousTitle") }).click();
    await dialog.getByText(t("surveyScreen.whyAnonymousText")).waitFor();
    await look(page, `survey-why-dialog-${language}`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    await context.close();
  });
});

describe.each(["en", "cy"] as const)("a participant's post-session survey (%s)", (language) => {
  it("clamps 0–10, rates the trainer in a matrix, needs the free texts, submits at 100 % and thanks them", async () => {
    const t = WORDS[language];
    const context = await loggedInContextIn(language, DEMO_ACCOUNTS.participant);
    const page = await context.newPage();
    const submissions: unknown[] = [];
    const savedDrafts: unknown[] = [];
    await fakeSurveyApi(page, fakeSurveyData("post"), submissions, savedDrafts);
    const screen = on(page, t);
    await page.goto(`/survey/${FAKE_SHORT_ID}/post`);
    await screen.seeText("session.fundedEvaluationNotice", { evaluation: t("surveyScreen.evaluationName_post") });
    await look(page, `survey-post-confirmation-${language}`);
    await screen.button("surveyScreen.continueWithoutResearch").click();

    // 0–10: above 10 becomes 10 (§5).
    await screen.progress(1, 3, 0);
    await screen.field("sessionFeedbackQuestions.likelyToTalk").fill("12");
    await expect.poll(() => screen.field("sessionFeedbackQuestions.likelyToTalk").inputValue()).toBe("10");
    await screen.field("sessionFeedbackQuestions.likelyToPlan").fill("7");
    await screen.field("sessionFeedbackQuestions.likelyToPoint").fill("4");
    // Progress is saved as the participant goes (after a pause in typing).
    await expect
      .poll(() => savedDrafts.at(-1))
      .toMatchObject({
        surveyType: "post",
        formState: { "expected.wellbeing": { answer: 10 }, "expected.planning": { answer: 7 }, "expected.support": { answer: 4 } },
      });
    await screen.button("ui.next").click();

    // The matrix: complete when every row is rated. 7 required questions: 3 + 1 + 3 (the last free text is optional).
    const matrix = page.getByRole("table", { name: t("sessionFeedbackQuestions.trainerStatements") });
    await matrix.waitFor();
    const rows = ["trainerExplainedClearly", "trainerMadeComfortable", "trainerKnewSubject", "trainerAnsweredQuestions"] as const;
    for (const [index, row] of rows.entries()) {
      const rating = index === 0 ? "surveyScales.stronglyAgree" : "surveyScales.agree";
      await matrix.getByRole("radio", { name: `${t(`sessionFeedbackQuestions.${row}`)} ${t(rating)}`, exact: true }).check({ force: true });
      if (index < rows.length - 1) await isDisabled(screen.button("ui.next")).toBe(true);
    }
    await screen.progress(2, 3, 58);
    await look(page, `survey-matrix-${language}`);
    await screen.button("ui.next").click();

    // The last group: Submit Feedback instead of Next, enabled only at 100 %.
    await screen.progress(3, 3, 58);
    expect(await screen.button("ui.next").count()).toBe(0);
    const submit = screen.button("survey.submitFeedback");
    await isDisabled(submit).toBe(true);
    await screen
      .choices("sessionFeedbackQuestions.sessionStars")
      .getByRole("radio", { name: t("survey.starsOf", { stars: 5 }) })
      .check({ force: true });
    await page.getByRole("checkbox", { name: t("sessionFeedbackQuestions.somethingElse") }).check({ force: true });
    await screen.field("survey.otherAnswerLabel").fill("The role play");
    await screen
      .choices("sessionFeedbackQuestions.wouldRecommend")
      .getByRole("radio", { name: t("surveyScales.notSure") })
      .check({ force: true });
    await screen.progress(3, 3, 86);
    await isDisabled(submit).toBe(true);
    await screen.field("sessionFeedbackQuestions.whatWouldHelpRecommend").fill("More examples");
    await screen.progress(3, 3, 100);
    await isDisabled(submit).toBe(false);
    await look(page, `survey-last-group-${language}`);
    await submit.click();

    // The server's words, then the thank-you page with My course and the course's materials (§2.18).
    await page.waitForURL("**/participant/thank-you");
    await page.getByText("Done! Thanks for submitting your feedback!").waitFor();
    expect(await page.getByRole("button", { name: t("shell.materials"), exact: true }).getAttribute("href")).toBe("/participant/materials/C5");
    expect(await page.getByRole("button", { name: t("shell.myCourse"), exact: true }).getAttribute("href")).toBe("/participant/progress");
    await look(page, `survey-thank-you-${language}`);
    expect(submissions).toEqual([
      expect.objectContaining({
        surveyType: "post",
        disagreedToResearch: true,
        formState: expect.objectContaining({
          "expected.wellbeing": { answer: 10, otherAnswer: null },
          "session.mostUseful": { answer: ["somethingElse"], otherAnswer: "The role play" },
          "session.wouldRecommend": { answer: "notSure", otherAnswer: "More examples" },
        }),
      }),
    ]);
    await context.close();
  });
});

it("a logged-in trainer is told to switch to their participant account and goes home; a visitor opening a post survey logs in first and comes back (§6)", async () => {
  const t = WORDS.en;
  const staff = await contextIn("en");
  const trainer = await staff.newPage();
  await logIn(trainer, DEMO_ACCOUNTS.trainer);
  await trainer.waitForURL("**/dashboard");
  await trainer.goto(`/survey/${FAKE_SHORT_ID}/post`);
  await trainer.getByText(t("survey.loggedInAsRole", { role: "trainer" })).waitFor();
  await trainer.waitForURL("**/dashboard");
  await staff.close();

  const visitor = await contextIn("en");
  const page = await visitor.newPage();
  await fakeSurveyApi(page, fakeSurveyData("post"));
  await page.goto(`/survey/${FAKE_SHORT_ID}/post`);
  await page.waitForURL(`**/participant-login?source=survey&loginRole=participant&shortId=${FAKE_SHORT_ID}&surveyType=post`);
  await logIn(page, DEMO_ACCOUNTS.participant, { path: page.url() });
  await page.waitForURL(`**/survey/${FAKE_SHORT_ID}/post`);
  await page.getByRole("button", { name: t("survey.agree"), exact: true }).waitFor();
  await visitor.close();
});

it("a visitor answers every page of the pre-course survey in Welsh, submits, and is thanked on the survey screen (the thank-you pages are a participant's)", async () => {
  const t = WORDS.cy;
  const context = await contextIn("cy");
  const page = await context.newPage();
  const submissions: unknown[] = [];
  const survey = fakeSurveyData("pre-course");
  await fakeSurveyApi(page, survey, submissions);
  await page.goto(`/survey/${FAKE_SHORT_ID}/pre-course`);
  await on(page, t).button("survey.agree").click();
  for (const [index, group] of survey.groups.entries()) {
    await page.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    await answerGroup(page, t, group);
    await on(page, t)
      .button(index === survey.groups.length - 1 ? "survey.submitFeedback" : "ui.next")
      .click();
  }
  await page.getByRole("heading", { name: t("surveyScreen.thankYouTitle") }).waitFor();
  expect(page.url()).toMatch(new RegExp(`/survey/${FAKE_SHORT_ID}/pre-course$`));
  expect(await page.getByRole("button", { name: t("shell.materials"), exact: true }).getAttribute("href")).toBe("/participant/materials/C5");
  expect(submissions).toEqual([expect.objectContaining({ surveyType: "pre-course", disagreedToResearch: false, formState: completeForm(survey.groups) })]);
  await context.close();
});

it("an address naming no survey type goes to the 404 page without asking for a survey; an unknown session's survey says so in Welsh and goes home", async () => {
  const context = await contextIn("cy");
  const page = await context.newPage();
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/survey")) asked.push(request.url());
  });
  await page.goto(`/survey/${FAKE_SHORT_ID}/not-a-survey`);
  await page.waitForURL("**/404err");
  await page.getByText(WORDS.cy("errors.notFoundPage"), { exact: true }).waitFor();
  expect(asked).toEqual([]);

  // Over the real services: no session has this short id.
  await page.goto("/survey/n0such/pre-course");
  await page.getByText(`${WORDS.cy("ui.error")} ${WORDS.cy("request.noSession")}`, { exact: true }).waitFor();
  await page.waitForURL((url) => url.pathname === "/");
  expect(asked).toEqual([`${suite.system.url}/api/survey/n0such/pre-course`]);
  await context.close();
});
