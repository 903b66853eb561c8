import { describe, expect, it } from "vitest";
import { questionnaireOf } from "../evaluations/questionnaires";
import type { SurveyType } from "../constants";
import { cy } from "../i18n/cy";
import { en } from "../i18n/en";
import { type Translate } from "../i18n/translate";
import { sessionSurveyFigures } from "./figures";
import { resultItemsOf, type StoredResponse } from "./resultItems";
import { translator } from "@wellbeing/i18n";

const english = translator(en, "en");
const welsh = translator(cy, "cy");

const itemsFor = (surveyType: SurveyType, t: Translate = english) => resultItemsOf(questionnaireOf("v1").groupsBySurveyType[surveyType], t);

/** A post-session response: stars, the useful parts, the trainer's ratings, whether they would recommend it, and what else they said. */
const postResponse = (answers: Record<string, unknown>, writtenAnswers: Record<string, string> | null = null): StoredResponse => ({ answers, writtenAnswers });

/** The figures when every response is released (the disclosure rule's batches, results/disclosure.ts). */
const figuresOf = (responses: ReadonlyArray<StoredResponse>, attendees: number, t: Translate = english) =>
  sessionSurveyFigures({ released: responses.map((response) => ({ ...response, items: itemsFor("post", t) })), responded: responses.length, attendees });

/** Four more responses answering nothing: with one under test, a batch released together. */
const batchWith = (...responses: StoredResponse[]) => [...responses, ...Array.from({ length: Math.max(0, 5 - responses.length) }, () => postResponse({}))];

const overallOf = (figures: ReturnType<typeof figuresOf>, questionText: string) => figures.overall.find((question) => question.questionText === questionText);

describe("a session survey's response rate (§9)", () => {
  it("given 2 responses and 3 attendees, then it is 67 (rounded)", () => {
    expect(figuresOf([postResponse({}), postResponse({})], 3)).toMatchObject({ attendeesNumber: 3, responsesNumber: 2, responseRate: 67 });
  });

  it("given no attendees, then it is 0, whatever the responses", () => {
    expect(figuresOf([postResponse({})], 0).responseRate).toBe(0);
  });

  it("given more responses than attendees, then it is over 100", () => {
    expect(figuresOf([postResponse({}), postResponse({}), postResponse({})], 2).responseRate).toBe(150);
  });
});

describe("the Overall Results: per question, how many gave each answer", () => {
  const responses = [
    postResponse({
      "session.stars": 5,
      "session.mostUseful": ["workbook", "videos"],
      "trainer.statements": { explainedClearly: "agree", knewSubject: "stronglyAgree" },
    }),
    postResponse({ "session.stars": 5, "session.mostUseful": ["workbook"], "trainer.statements": { explainedClearly: "agree", knewSubject: "agree" } }),
    postResponse({ "session.stars": 3 }),
  ];
  const figures = figuresOf(batchWith(...responses), 4);

  it("given stars, then every point of the scale is counted, those nobody gave as 0", () => {
    expect(overallOf(figures, en.sessionFeedbackQuestions.sessionStars)).toEqual({
      questionText: en.sessionFeedbackQuestions.sessionStars,
      kind: "chart",
      answered: 3,
      answers: ["0", "1", "2", "3", "4", "5"].map((answer) => ({ answer, count: answer === "5" ? 2 : answer === "3" ? 1 : 0 })),
    });
  });

  it("given several choices in one answer, then each choice is counted, by its label", () => {
    const question = overallOf(figures, en.sessionFeedbackQuestions.mostUseful)!;
    expect(question.answered).toBe(2);
    expect(question.answers).toContainEqual({ answer: en.sessionFeedbackQuestions.workbook, count: 2 });
    expect(question.answers).toContainEqual({ answer: en.sessionFeedbackQuestions.videos, count: 1 });
    expect(question.answers).toContainEqual({ answer: en.sessionFeedbackQuestions.groupDiscussions, count: 0 });
  });

  it("given a matrix, then each row is a question of its own, rated on the matrix's labels", () => {
    const row = overallOf(figures, `${en.sessionFeedbackQuestions.trainerStatements} — ${en.sessionFeedbackQuestions.trainerKnewSubject}`)!;
    expect(row.answers).toEqual([
      { answer: en.surveyScales.stronglyDisagree, count: 0 },
      { answer: en.surveyScales.disagree, count: 0 },
      { answer: en.surveyScales.agree, count: 1 },
      { answer: en.surveyScales.stronglyAgree, count: 1 },
    ]);
  });

  it("given no responses, then there is nothing to chart and the rate is 0 of the attendees", () => {
    expect(figuresOf([], 5)).toEqual({ responses: [], attendeesNumber: 5, responsesNumber: 0, releasedNumber: 0, responseRate: 0, overall: [] });
  });
});

describe("a small cell (the disclosure rule, results/disclosure.ts)", () => {
  it("given fewer than five released responses, then no answer and no count of answers is shown; the responses still count towards the rate", () => {
    const figures = sessionSurveyFigures({ released: [{ ...postResponse({ "session.stars": 5 }), items: itemsFor("post") }], responded: 3, attendees: 4 });
    expect(figures).toEqual({ responses: [], attendeesNumber: 4, responsesNumber: 3, releasedNumber: 0, responseRate: 75, overall: [] });
  });

  it("given five released of seven, then the five are shown and the rate is over all seven", () => {
    const figures = sessionSurveyFigures({ released: batchWith().map((response) => ({ ...response, items: itemsFor("post") })), responded: 7, attendees: 10 });
    expect(figures).toMatchObject({ responsesNumber: 7, releasedNumber: 5, responseRate: 70 });
    expect(figures.responses).toHaveLength(5);
  });
});

describe("the Individual Responses: each response's answers, worded, and nothing of who gave them", () => {
  it("given a response, then it lists the questions it answered with their answers in words, in page order", () => {
    const figures = figuresOf(
      batchWith(
        postResponse(
          { "session.stars": 4, "session.wouldRecommend": "no", "session.mostUseful": ["workbook", "videos"] },
          { "session.wouldRecommend": "Shorter slides", "session.anythingElse": "Thank you" },
        ),
      ),
      5,
    );
    expect(figures.responses[0]).toEqual({
      data: [
        { questionText: en.sessionFeedbackQuestions.sessionStars, answer: "4" },
        { questionText: en.sessionFeedbackQuestions.mostUseful, answer: `${en.sessionFeedbackQuestions.workbook}, ${en.sessionFeedbackQuestions.videos}` },
        { questionText: en.sessionFeedbackQuestions.wouldRecommend, answer: en.surveyScales.no },
        { questionText: en.sessionFeedbackQuestions.whatWouldHelpRecommend, answer: "Shorter slides" },
        { questionText: en.sessionFeedbackQuestions.anythingElse, answer: "Thank you" },
      ],
    });
  });

  it("given an erased person's response (its free text blanked), then their written answers are gone and the rest stays", () => {
    const figures = figuresOf(batchWith(postResponse({ "session.stars": 2, "session.wouldRecommend": "no" }, null)), 5);
    expect(figures.responses[0]!.data).toEqual([
      { questionText: en.sessionFeedbackQuestions.sessionStars, answer: "2" },
      { questionText: en.sessionFeedbackQuestions.wouldRecommend, answer: en.surveyScales.no },
    ]);
    expect(overallOf(figures, en.sessionFeedbackQuestions.anythingElse)).toMatchObject({ kind: "written", answered: 0, answers: [] });
  });

  it("given a Welsh reader, then questions and answers are in Welsh", () => {
    const figures = figuresOf(batchWith(postResponse({ "session.mostUseful": ["workbook"] })), 5, welsh);
    expect(figures.responses[0]!.data).toEqual([{ questionText: cy.sessionFeedbackQuestions.mostUseful, answer: cy.sessionFeedbackQuestions.workbook }]);
  });

  it("given a pre-course survey, then its demographic questions are not among the results", () => {
    const demographicTexts = questionnaireOf("v1")
      .groupsBySurveyType["pre-course"].filter((group) => group.id === "demographic")
      .flatMap((group) => group.questions.map((question) => english(question.text)));
    const shown = itemsFor("pre-course").map((item) => item.questionText);
    expect(demographicTexts.length).toBeGreaterThan(0);
    for (const text of demographicTexts) expect(shown).not.toContain(text);
    expect(shown.length).toBeGreaterThan(0);
  });
});
