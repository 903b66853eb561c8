import { describe, expect, it } from "vitest";
import { SURVEY_TYPES } from "../constants";
import { MAIL_TEXTS, SESSION_TEXTS } from "../messages";
import { ONLINE_SESSION as session } from "../sessions/factsFixtures";
import { actionPathOf, composeSessionEmail } from "./content";

const value = (content: ReturnType<typeof composeSessionEmail>, label: string) => content.details.find((row) => row.label === label)?.value;

describe("what session e-mails say", () => {
  it("an invitation links to the registration page and keeps the meeting link to itself", () => {
    const draft = { kind: "registration", surveyType: null, extraInformation: "Parking at the back" } as const;
    expect(actionPathOf(draft, session)).toBe("/register/Ab3dEf7h");
    const content = composeSessionEmail(draft, session, "https://app.example/register/Ab3dEf7h");
    expect(content.action).toEqual({ label: "Register for this session", url: "https://app.example/register/Ab3dEf7h" });
    expect(content.paragraphs).toContain("Parking at the back");
    expect(value(content, "Module(s)")).toBe("Module 1 & Module 2");
    expect(value(content, "Date(s)")).toBe("01/12 10:00 to 12:00");
    expect(value(content, "Trainer(s)")).toBe("Tia Trainer & Lee Lead");
    expect(value(content, "Meeting link")).toBeUndefined();
  });

  it("a reminder carries the meeting details and, with Module 1, the pre-course evaluation link", () => {
    const draft = { kind: "reminder", surveyType: null, extraInformation: null } as const;
    expect(actionPathOf(draft, session)).toBe("/survey/Ab3dEf7h/pre-course");
    const content = composeSessionEmail(draft, session, "https://app.example/survey/Ab3dEf7h/pre-course");
    expect(value(content, "Meeting link")).toBe("https://zoom.us/j/123");
    expect(value(content, "Meeting platform")).toBe("Zoom");
    expect(content.action?.label).toBe("Complete pre-course evaluation");
    expect(content.paragraphs).toContain(`Before the session, please complete the pre-course evaluation. ${SESSION_TEXTS.fundedEvaluationNotice()}`);
    expect(actionPathOf(draft, { ...session, modules: ["2"] })).toBeNull();
  });

  it("a survey e-mail names its evaluation and links to it", () => {
    const draft = { kind: "surveyLink", surveyType: "3-months-follow-up", extraInformation: null } as const;
    expect(actionPathOf(draft, session)).toBe("/survey/C5/3-months-follow-up");
    const content = composeSessionEmail(draft, session, "https://app.example/survey/C5/3-months-follow-up");
    expect(content.heading).toBe("3 Months Follow Up");
    expect(content.subject).toContain("3 Months Follow Up");
    expect(content.paragraphs).toContain("This course is funded, so all participants must complete evaluations. The 3 Months Follow Up takes about 2 minutes.");
  });

  it("each evaluation e-mail has its own words: the pre-course one asks before the session, not how it went", () => {
    const intro = (surveyType: "pre-course" | "post" | "3-months-follow-up") =>
      composeSessionEmail({ kind: "surveyLink", surveyType, extraInformation: null }, session, null).paragraphs[0];
    expect(intro("pre-course")).toContain("Before it starts");
    expect(intro("pre-course")).not.toContain("how it went");
    expect(intro("post")).toBe("Thank you for taking part in the Standard course training session. Please tell us how it went.");
    expect(intro("3-months-follow-up")).toContain("Three months ago");
    expect(new Set(SURVEY_TYPES.map((surveyType) => MAIL_TEXTS.surveyIntro[surveyType]("Standard course"))).size).toBe(SURVEY_TYPES.length);
  });
});
