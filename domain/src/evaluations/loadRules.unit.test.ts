import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { cy } from "../i18n/cy";
import { SURVEY_TEXTS } from "../messages";
import { message } from "../i18n/translate";
import { participantSurveyStatus, submissionRespondent, surveyLoadDecision, type ParticipantSurveyFacts, type ParticipantSurveyStatus } from "./loadRules";
import { ENGLISH_TEXTS, formatMessage } from "@wellbeing/i18n";

const facts = (overrides: Partial<ParticipantSurveyFacts> = {}): ParticipantSurveyFacts => ({
  surveyType: "post",
  shortId: "abc123",
  modules: ["2"],
  alreadySubmitted: false,
  preCourseDone: true,
  preCourseShortId: "first1",
  contentMsg: null,
  ...overrides,
});

const status = (overrides: Partial<ParticipantSurveyStatus> = {}): ParticipantSurveyStatus => ({
  answeredSameModule: false,
  redirectTo: null,
  showSurvey: false,
  contentMsg: null,
  ...overrides,
});

const participant = { loggedIn: true, role: "participant" } as const;

describe("a participant's status for a survey (GET /api/participant)", () => {
  it("given nothing in the way, then the survey shows", () => {
    expect(participantSurveyStatus(facts())).toEqual(status({ showSurvey: true }));
  });

  it("given the survey already submitted, then it says so", () => {
    expect(participantSurveyStatus(facts({ alreadySubmitted: true }))).toEqual(status({ answeredSameModule: true }));
  });

  it("given no pre-course evaluation for the course, when the post survey opens, then it sends them to the pre-course one first", () => {
    expect(participantSurveyStatus(facts({ preCourseDone: false }))).toEqual(status({ redirectTo: { shortId: "first1", surveyType: "pre-course" } }));
  });

  it("given no pre-course evaluation, when a follow-up opens, then the pre-course one comes first too", () => {
    expect(participantSurveyStatus(facts({ surveyType: "6-months-follow-up", preCourseDone: false })).redirectTo?.surveyType).toBe("pre-course");
  });

  it("given no pre-course evaluation, when a Train the Trainer survey opens, then it shows (trainer courses need none)", () => {
    expect(participantSurveyStatus(facts({ surveyType: "post-train-the-trainer", modules: ["train-the-trainer"], preCourseDone: false }))).toEqual(
      status({ showSurvey: true }),
    );
  });

  it("given a Trainer Upskill session, when its standard post link opens, then it goes to post-trainer-upskill (the post type follows the modules)", () => {
    expect(participantSurveyStatus(facts({ modules: ["trainer-upskill"] }))).toEqual(
      status({ redirectTo: { shortId: "abc123", surveyType: "post-trainer-upskill" } }),
    );
  });

  it("given a content message, then the survey is blocked with it", () => {
    expect(participantSurveyStatus(facts({ contentMsg: "Closed" }))).toEqual(status({ contentMsg: "Closed" }));
  });
});

describe("opening a survey (§6, §8)", () => {
  const route = { shortId: "abc123", surveyType: "post" } as const;

  it("given a trainer logged in, then the §6 message word for word, and home", () => {
    const decision = surveyLoadDecision(route, { loggedIn: true, role: "trainer" }, null);
    expect(decision).toEqual({ kind: "notParticipant", message: message("survey.loggedInAsRole", { role: "trainer" }), goTo: "home" });
    if (decision.kind === "notParticipant") {
      expect(formatMessage(en, "en", decision.message.key, decision.message.params)).toBe(
        "You are logged in as trainer, Log in or switch to your participant account to proceed",
      );
    }
  });

  it("given no one logged in, when a post survey opens, then the login carries source, loginRole, shortId and surveyType", () => {
    expect(surveyLoadDecision(route, { loggedIn: false }, null)).toEqual({
      kind: "logIn",
      query: { source: "survey", loginRole: "participant", shortId: "abc123", surveyType: "post" },
    });
  });

  it("given no one logged in, when the pre-course survey opens, then it opens", () => {
    expect(surveyLoadDecision({ shortId: "abc123", surveyType: "pre-course" }, { loggedIn: false }, null)).toEqual({ kind: "show" });
  });

  it("given a participant whose status is loading, then wait", () => {
    expect(surveyLoadDecision(route, participant, null)).toEqual({ kind: "wait" });
  });

  it("given a participant who submitted it, then §8's text and the participant dashboard", () => {
    expect(surveyLoadDecision(route, participant, status({ answeredSameModule: true }))).toEqual({
      kind: "alreadySubmitted",
      message: message("survey.alreadySubmitted"),
      goTo: "participantDashboard",
    });
  });

  it("given a participant who needs the pre-course survey first, then §8's text with the explanation, and that survey", () => {
    expect(surveyLoadDecision(route, participant, status({ redirectTo: { shortId: "first1", surveyType: "pre-course" } }))).toEqual({
      kind: "redirect",
      to: { shortId: "first1", surveyType: "pre-course" },
      message: message("survey.fillAnotherFirst"),
      explanation: message("survey.preCourseFirst"),
    });
  });

  it("given a participant on another post type's link, then the session's own survey, with no message", () => {
    expect(surveyLoadDecision(route, participant, status({ redirectTo: { shortId: "abc123", surveyType: "post-trainer-upskill" } }))).toEqual({
      kind: "redirect",
      to: { shortId: "abc123", surveyType: "post-trainer-upskill" },
      message: null,
      explanation: null,
    });
  });

  it("given a content message, then it is shown and the participant dashboard follows", () => {
    expect(surveyLoadDecision(route, participant, status({ contentMsg: "Closed" }))).toEqual({
      kind: "blocked",
      message: "Closed",
      goTo: "participantDashboard",
    });
  });

  it("given a participant free to answer, then the survey shows", () => {
    expect(surveyLoadDecision(route, participant, status({ showSurvey: true }))).toEqual({ kind: "show" });
  });
});

describe("who a submission is recorded for", () => {
  it.each([
    [participant, "post", "ownPseudonym"],
    [{ loggedIn: true, role: "admin" }, "pre-course", "notAllowed"],
    [{ loggedIn: false }, "pre-course", "newPseudonym"],
    [{ loggedIn: false }, "post", "notAllowed"],
  ] as const)("given %j, when a %s survey is submitted, then %s", (viewer, surveyType, respondent) => {
    expect(submissionRespondent(viewer, surveyType)).toBe(respondent);
  });
});

describe("the survey's words (§5, §6, §7, §8)", () => {
  it("keep the specification's English", () => {
    expect(SURVEY_TEXTS.mustBeAnswered).toBe("* this question must be answered");
    expect(SURVEY_TEXTS.submitted).toBe("Done! Thanks for submitting your feedback!");
    expect(SURVEY_TEXTS.alreadySubmitted).toBe("you've already submitted this evaluation.");
    expect(SURVEY_TEXTS.fillAnotherFirst).toBe("Sorry! you have to fill out another evaluation before this.");
    expect(ENGLISH_TEXTS.survey.step(2, 5)).toBe("Step 2/5");
  });

  it("name the role in Welsh too", () => {
    expect(formatMessage(cy, "cy", "survey.loggedInAsRole", { role: "localLead" })).toContain("arweinydd lleol");
  });
});
