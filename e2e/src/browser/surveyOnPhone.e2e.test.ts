import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { en, type Language, type QuestionGroup, type SurveyType, type Translate } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { browserSuite } from "@wellbeing/testkit/browserSuite";
import { fakeSurveyApi, fakeSurveyData, FAKE_SHORT_ID } from "@wellbeing/testkit/fakeSurveyApi";
import { outsideTheScreen } from "@wellbeing/testkit/screenFit";
import { shoot } from "@wellbeing/testkit/screenshots";
import { answerGroup } from "@wellbeing/testkit/surveyAnswers";
import { translator } from "@wellbeing/i18n";

// The survey screen on a phone (§2.15, §9's mobile breakpoint): every step at 320 px and 390 px, in
// both languages, fits the screen; every rate label of a matrix ('About your trainer') is in view.
// axe cannot see a label cut off by the screen's edge, so the boxes themselves are measured.

const suite = browserSuite();

const WORDS: Record<Language, Translate> = { en: translator(en, "en"), cy: translator(cy, "cy") };

/** A phone `width` px wide whose screens are in `language`, logged in as the demo participant. */
const phone = async (language: Language, width: number): Promise<BrowserContext> => {
  const context = await suite.browser.newContext({ baseURL: suite.system.url, viewport: { width, height: 740 }, isMobile: true, hasTouch: true });
  const client = new ApiClient(suite.system.url);
  await client.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
  const [name, value] = client.sessionCookie!.split("=") as [string, string];
  await context.addCookies([
    { name, value, url: suite.system.url },
    { name: "wb_lang", value: language, url: suite.system.url },
  ]);
  return context;
};

/** How many rows each star question's five stars take. */
const STAR_ROWS = `[...document.querySelectorAll(".star-scale")].map((scale) => new Set([...scale.children].map((star) => star.getBoundingClientRect().top)).size)`;

const expectOnScreen = async (page: Page, step: string) => expect(await outsideTheScreen(page), step).toEqual([]);

/** Goes through every group of the survey: measured, photographed, answered, then Next. */
const everyStep = async (page: Page, t: Translate, surveyType: SurveyType, shotName: string, atEachGroup?: (group: QuestionGroup) => Promise<void>) => {
  const survey = fakeSurveyData(surveyType);
  await fakeSurveyApi(page, survey);
  await page.goto(`/survey/${FAKE_SHORT_ID}/${surveyType}`);
  await page.getByRole("button", { name: t("survey.agree"), exact: true }).waitFor();
  await expectOnScreen(page, "confirmation");
  await shoot(page, `${shotName}-confirmation`);
  await page.getByRole("button", { name: t("survey.agree"), exact: true }).click();
  for (const [index, group] of survey.groups.entries()) {
    await page.getByRole("heading", { name: t(group.name), exact: true }).waitFor();
    // The required questions (an optional one's label also says so).
    await answerGroup(page, t, { ...group, questions: group.questions.filter((question) => question.required) });
    await expectOnScreen(page, t(group.name));
    await atEachGroup?.(group);
    await shoot(page, `${shotName}-${index + 1}`);
    if (index < survey.groups.length - 1) await page.getByRole("button", { name: t("ui.next"), exact: true }).click();
  }
  await expect.poll(() => page.getByRole("button", { name: t("survey.submitFeedback"), exact: true }).isDisabled()).toBe(false);
};

describe.each([
  ["en", 320],
  ["en", 390],
  ["cy", 320],
  ["cy", 390],
] as const)("the post-session survey on a phone (%s, %i px)", (language, width) => {
  it("shows every 'About your trainer' rate label of every statement on the screen, beside its button", async () => {
    const t = WORDS[language];
    const context = await phone(language, width);
    const page = await context.newPage();
    await everyStep(page, t, "post", `survey-phone-post-${language}-${width}`, async (group) => {
      const matrix = group.questions.find((question) => question.kind === "matrix");
      if (!matrix || matrix.kind !== "matrix") return;
      const table = page.getByRole("table", { name: t(matrix.text) });
      for (const row of matrix.rows) {
        for (const label of matrix.rateLabels) {
          // The label a person reads, beside the button it names.
          const words = table
            .locator("label", { has: page.getByRole("radio", { name: `${t(row.label)} ${t(label.label)}`, exact: true }) })
            .locator(".survey-matrix-choice-label");
          expect(await words.textContent()).toBe(t(label.label));
          const box = (await words.boundingBox())!;
          expect(box.width, t(label.label)).toBeGreaterThan(1);
          expect(box.x, t(label.label)).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, t(label.label)).toBeLessThanOrEqual(width);
        }
      }
      // The choice is made by touching the words too.
      const firstRow = matrix.rows[0]!;
      const strongest = matrix.rateLabels.at(-1)!;
      await table
        .locator("label", { has: page.getByRole("radio", { name: `${t(firstRow.label)} ${t(strongest.label)}`, exact: true }) })
        .locator(".survey-matrix-choice-label")
        .click();
      expect(await table.getByRole("radio", { name: `${t(firstRow.label)} ${t(strongest.label)}`, exact: true }).isChecked()).toBe(true);
    });
    await context.close();
  });
});

describe.each(["en", "cy"] as const)("the pre-course survey at 320 px (%s)", (language) => {
  it("fits every step: the dropdowns, the department that follows the organisation, the counts, the stars and the 'why' dialog", async () => {
    const t = WORDS[language];
    const context = await phone(language, 320);
    const page = await context.newPage();
    let whyDialogSeen = false;
    let starQuestionsSeen = 0;
    await everyStep(page, t, "pre-course", `survey-phone-pre-course-${language}`, async () => {
      // Each question's five stars read as one row (never four, then one on a line of its own).
      const starRows = (await page.evaluate(STAR_ROWS)) as number[];
      expect(starRows.every((rows) => rows === 1)).toBe(true);
      starQuestionsSeen += starRows.length;
      const why = page.getByRole("button", { name: t("survey.whyAreYouAsking") });
      if (whyDialogSeen || (await why.count()) === 0) return;
      await why.click();
      const dialog = page.getByRole("dialog", { name: t("survey.whyAreYouAsking") });
      await dialog.getByText(t("surveyScreen.whyBehaviourText")).waitFor();
      // §2.15's video: a link out (its address is set at build time; this build keeps the placeholder).
      const video = dialog.getByRole("button", { name: new RegExp(`^${t("surveyScreen.whyVideo")}`) });
      expect(await video.getAttribute("href")).toBe("https://www.example.org/wellbeing-programme/videos/why-we-ask");
      expect(await video.getAttribute("target")).toBe("_blank");
      await dialog.getByRole("button", { name: t("surveyScreen.whyStatementsTitle") }).click();
      await dialog.getByText(t("surveyScreen.whyStatementsText")).waitFor();
      await expectOnScreen(page, "the 'why' dialog");
      await shoot(page, `survey-phone-why-${language}`);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      whyDialogSeen = true;
    });
    expect(whyDialogSeen).toBe(true);
    expect(starQuestionsSeen).toBeGreaterThan(0);
    await context.close();
  });
});

describe.each(["en", "cy"] as const)("the Train the Trainer survey at 320 px (%s)", (language) => {
  it("fits every step", async () => {
    const t = WORDS[language];
    const context = await phone(language, 320);
    const page = await context.newPage();
    await everyStep(page, t, "post-train-the-trainer", `survey-phone-ttt-${language}`);
    await context.close();
  });
});
