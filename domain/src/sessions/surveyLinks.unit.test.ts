import { describe, expect, it } from "vitest";
import { followUpSurveyUrl, postSurveyTypeOf, registrationUrl, sessionSurveyTypes, sessionSurveyUrl } from "./surveyLinks";

describe("a session's evaluation links", () => {
  it("picks the post-session survey from the modules", () => {
    expect(postSurveyTypeOf(["1", "2"])).toBe("post");
    expect(postSurveyTypeOf(["train-the-trainer"])).toBe("post-train-the-trainer");
    expect(postSurveyTypeOf(["1", "trainer-upskill"])).toBe("post-trainer-upskill");
  });

  it("offers the pre-course survey only when Module 1 is included", () => {
    expect(sessionSurveyTypes(["1", "2"])).toEqual(["pre-course", "post"]);
    expect(sessionSurveyTypes(["2", "3"])).toEqual(["post"]);
    expect(sessionSurveyTypes(["train-the-trainer"])).toEqual(["post-train-the-trainer"]);
  });

  it("writes links over the site's own origin (http on an http site), per session or per course for follow-ups", () => {
    expect(sessionSurveyUrl("http://wellbeing.example:3000", "abcd2345", "pre-course")).toBe("http://wellbeing.example:3000/survey/abcd2345/pre-course");
    expect(followUpSurveyUrl("https://wellbeing.example", "C5", "3-months-follow-up")).toBe("https://wellbeing.example/survey/C5/3-months-follow-up");
    expect(registrationUrl("http://localhost:3000", "abcd2345")).toBe("http://localhost:3000/register/abcd2345");
  });
});
