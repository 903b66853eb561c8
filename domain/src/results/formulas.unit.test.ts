import { describe, expect, it } from "vitest";
import { behaviourScore, behaviouralScores, capabilityScore, meanOf, motivationScore, opportunityScore, roundScore } from "./behaviouralScores";
import { hasRateOverHundred, moduleReach, surveyReach, surveyResponseRate } from "./reachFigures";
import { answerShares, trainerFeedbackOf } from "./trainerFeedback";

// Every expected figure below is worked out by hand from the formulas of §2.16.

/** A respondent's answers for the wellbeing conversation: statements (0–5 stars), people seen and conversations. */
const wellbeing = (stars: Record<string, number>, peopleSeen: number, conversations: number) => ({
  ...Object.fromEntries(Object.entries(stars).map(([statement, value]) => [`statements.wellbeing.${statement}`, value])),
  "behaviour.peopleSeen": peopleSeen,
  "behaviour.wellbeing": conversations,
});

const ALL_THREES = { knowledge: 3, skill: 3, habit: 3, expectedOutcome: 3, confidence: 3, colleaguesSupport: 3, employerSupport: 3, time: 3, role: 3 };

describe("the behavioural formulas (0–100)", () => {
  it("Capability = (knowledge + skill) × 10", () => {
    expect(capabilityScore(3, 4)).toBe(70);
    expect(capabilityScore(5, 5)).toBe(100);
    expect(capabilityScore(0, 0)).toBe(0);
  });

  it("Opportunity = (colleagues + employer + time) × 2/3 × 10", () => {
    expect(opportunityScore(5, 5, 5)).toBe(100);
    expect(opportunityScore(1, 2, 3)).toBe(40);
    expect(opportunityScore(2, 2, 3)).toBeCloseTo(46.667, 3);
  });

  it("Motivation = (habit + expected outcome + confidence + role) × 5", () => {
    expect(motivationScore(5, 5, 5, 5)).toBe(100);
    expect(motivationScore(1, 2, 3, 4)).toBe(50);
  });

  it("Behaviour = conversations ÷ people seen × 100; nobody seen is no share", () => {
    expect(behaviourScore(3, 12)).toBe(25);
    expect(behaviourScore(0, 8)).toBe(0);
    expect(behaviourScore(0, 0)).toBeNull();
  });

  it("reads one response's answers by question code, a 0 being a real answer", () => {
    expect(behaviouralScores(wellbeing(ALL_THREES, 10, 4), "wellbeing")).toEqual({ capability: 60, opportunity: 60, motivation: 60, behaviour: 40 });
    const zeros = Object.fromEntries(Object.keys(ALL_THREES).map((statement) => [statement, 0]));
    expect(behaviouralScores(wellbeing(zeros, 5, 0), "wellbeing")).toEqual({ capability: 0, opportunity: 0, motivation: 0, behaviour: 0 });
  });

  it("gives no score where the answers it needs are missing (another conversation, a post survey)", () => {
    expect(behaviouralScores(wellbeing(ALL_THREES, 10, 4), "planning")).toEqual({ capability: null, opportunity: null, motivation: null, behaviour: null });
    expect(behaviouralScores({ "expected.wellbeing": 7 }, "wellbeing")).toEqual({ capability: null, opportunity: null, motivation: null, behaviour: null });
  });

  it("averages the respondents who gave a score: zeros count, missing ones don't", () => {
    // (60 + 0 + 90) / 3 = 50
    expect(meanOf([60, 0, null, 90])).toBe(50);
    expect(meanOf([null])).toBeNull();
    expect(roundScore(46.6666)).toBe(46.7);
  });
});

describe("the reach figures", () => {
  const groups = [
    { modules: ["1" as const], sessions: 2, confirmedParticipants: 10 },
    { modules: ["2" as const, "3" as const], sessions: 1, confirmedParticipants: 6 },
    { modules: ["train-the-trainer" as const], sessions: 1, confirmedParticipants: 4 },
  ];

  it("counts sessions and confirmed participants per module, a two-module session for both", () => {
    expect(moduleReach(groups)).toEqual([
      { module: "1", sessions: 2, confirmedParticipants: 10 },
      { module: "2", sessions: 1, confirmedParticipants: 6 },
      { module: "3", sessions: 1, confirmedParticipants: 6 },
      { module: "train-the-trainer", sessions: 1, confirmedParticipants: 4 },
    ]);
  });

  it("rates responses over the confirmed attendees of the sessions that have the survey, 'N.A' without any", () => {
    // pre-course: the Module 1 sessions (10 attendees), 5 responses → 50 %; post: modules 1–3 (16), 8 → 50 %;
    // post-train-the-trainer: 4 attendees, 5 responses → 125 %; follow-ups: every session (20), none → 0 %.
    const surveys = surveyReach(groups, { "pre-course": 5, post: 8, "post-train-the-trainer": 5 });
    expect(surveys).toEqual([
      { surveyType: "pre-course", responses: 5, responseRate: 50 },
      { surveyType: "post", responses: 8, responseRate: 50 },
      { surveyType: "3-months-follow-up", responses: 0, responseRate: 0 },
      { surveyType: "6-months-follow-up", responses: 0, responseRate: 0 },
      { surveyType: "post-train-the-trainer", responses: 5, responseRate: 125 },
    ]);
    expect(hasRateOverHundred(surveys)).toBe(true);
    expect(surveyResponseRate(3, 0)).toBeNull();
    expect(surveyReach([{ modules: ["1"], sessions: 1, confirmedParticipants: 0 }], { "pre-course": 1 })[0]).toEqual({
      surveyType: "pre-course",
      responses: 1,
      responseRate: null,
    });
    expect(hasRateOverHundred([{ surveyType: "post", responses: 1, responseRate: null }])).toBe(false);
  });
});

describe("the trainer feedback", () => {
  it("reads each rated 'about your trainer' row of a response", () => {
    const answers = { "trainer.statements": { explainedClearly: "agree", knewSubject: "stronglyAgree" }, "session.stars": 4 };
    expect(trainerFeedbackOf(answers)).toEqual([
      { item: "explainedClearly", answer: "agree" },
      { item: "knewSubject", answer: "stronglyAgree" },
    ]);
    expect(trainerFeedbackOf({ "behaviour.peopleSeen": 3 })).toEqual([]);
  });

  it("shares each answer of all answers given, as rounded percentages", () => {
    // 1 + 3 = 4 answers: 25 % and 75 %; nobody: 0 everywhere.
    expect(answerShares({ agree: 1, stronglyAgree: 3 }, ["disagree", "agree", "stronglyAgree"])).toEqual({ disagree: 0, agree: 25, stronglyAgree: 75 });
    expect(answerShares({}, ["agree"])).toEqual({ agree: 0 });
  });
});
