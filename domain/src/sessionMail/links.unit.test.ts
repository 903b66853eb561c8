import { describe, expect, it } from "vitest";
import { emailableSurveyTypes, isSurveyLinkOf, registrationPath, surveyLinkPath } from "./links";

const session = { shortId: "Ab3dEf7h", course: "YOUNG_PEOPLE" } as const;

describe("links in session e-mails (§9)", () => {
  it("a session's evaluations: survey/{shortId}/{surveyType}", () => {
    expect(surveyLinkPath(session, "pre-course")).toBe("/survey/Ab3dEf7h/pre-course");
    expect(surveyLinkPath(session, "post-trainer-upskill")).toBe("/survey/Ab3dEf7h/post-trainer-upskill");
  });

  it("the follow-ups: survey/{course}/{surveyType}", () => {
    expect(surveyLinkPath(session, "3-months-follow-up")).toBe("/survey/YOUNG_PEOPLE/3-months-follow-up");
    expect(surveyLinkPath(session, "6-months-follow-up")).toBe("/survey/YOUNG_PEOPLE/6-months-follow-up");
  });

  it("a link e-mailed to a person carries their token (issue 25), and is still the session's link", () => {
    expect(surveyLinkPath(session, "pre-course", "c3ViamVjdA.0123456789abcdefghijABCDEFGHIJ_-")).toBe(
      "/survey/Ab3dEf7h/pre-course?t=c3ViamVjdA.0123456789abcdefghijABCDEFGHIJ_-",
    );
    expect(surveyLinkPath(session, "3-months-follow-up", null)).toBe("/survey/YOUNG_PEOPLE/3-months-follow-up");
    expect(isSurveyLinkOf(`https://example.org${surveyLinkPath(session, "pre-course", "abc.def")}`, session, "pre-course")).toBe(true);
  });

  it("the invitation's confirm link: register/{shortId}", () => {
    expect(registrationPath("Ab3dEf7h")).toBe("/register/Ab3dEf7h");
  });

  it("recognises the session's own link on any host, and nothing else", () => {
    expect(isSurveyLinkOf("https://example.org/survey/Ab3dEf7h/pre-course", session, "pre-course")).toBe(true);
    expect(isSurveyLinkOf("localhost:3000/survey/Ab3dEf7h/pre-course/", session, "pre-course")).toBe(false);
    expect(isSurveyLinkOf("http://localhost:3000/survey/Ab3dEf7h/post", session, "pre-course")).toBe(false);
    expect(isSurveyLinkOf("https://evil.example/survey/OTHER123/pre-course", session, "pre-course")).toBe(false);
  });
});

describe("the post type rule (§4): which evaluations a session's attendees may be e-mailed", () => {
  it("given Module 1 and 2, when e-mailing, then pre-course, post and the follow-ups", () => {
    expect(emailableSurveyTypes(["1", "2"])).toEqual(["pre-course", "post", "3-months-follow-up", "6-months-follow-up"]);
  });

  it("given Train the Trainer, then its own post type and no pre-course", () => {
    expect(emailableSurveyTypes(["train-the-trainer"])).toEqual(["post-train-the-trainer", "3-months-follow-up", "6-months-follow-up"]);
  });

  it("given Trainer Upskill, then post-trainer-upskill", () => {
    expect(emailableSurveyTypes(["2", "trainer-upskill"])).toContain("post-trainer-upskill");
    expect(emailableSurveyTypes(["2", "trainer-upskill"])).not.toContain("post");
  });
});
