import { describe, expect, it } from "vitest";
import { SURVEY_TYPES } from "../constants";
import { cy } from "../i18n/cy";
import { ONLINE_SESSION as session } from "../sessions/factsFixtures";
import { actionPathOf, composeSessionEmail } from "./content";
import { ENGLISH_TEXTS, ENGLISH_WORDING, translator } from "@wellbeing/i18n";

const value = (content: ReturnType<typeof composeSessionEmail>, label: string) => content.details.find((row) => row.label === label)?.value;

describe("what session e-mails say", () => {
  it("an invitation links to the registration page and keeps the meeting link to itself", () => {
    const draft = { kind: "registration", surveyType: null, extraInformation: "Parking at the back" } as const;
    expect(actionPathOf(draft, session)).toBe("/register/Ab3dEf7h");
    const content = composeSessionEmail(draft, session, "https://app.example/register/Ab3dEf7h", ENGLISH_WORDING);
    expect(content.action).toEqual({ label: "Register for this session", url: "https://app.example/register/Ab3dEf7h" });
    expect(content.paragraphs).toContain("Parking at the back");
    expect(value(content, "Module(s)")).toBe("Module 1 & Module 2");
    expect(value(content, "Date(s)")).toBe("Tuesday 1 December 2026, 10:00 to 12:00");
    expect(value(content, "Trainer(s)")).toBe("Tia Trainer & Lee Lead");
    expect(value(content, "Meeting link")).toBeUndefined();
  });

  it("a reminder carries the meeting details and, with Module 1, the pre-course evaluation link", () => {
    const draft = { kind: "reminder", surveyType: null, extraInformation: null } as const;
    expect(actionPathOf(draft, session)).toBe("/survey/Ab3dEf7h/pre-course");
    const content = composeSessionEmail(draft, session, "https://app.example/survey/Ab3dEf7h/pre-course", ENGLISH_WORDING);
    expect(value(content, "Meeting link")).toBe("https://zoom.us/j/123");
    expect(value(content, "Meeting platform")).toBe("Zoom");
    expect(content.action?.label).toBe("Complete pre-course evaluation");
    expect(content.paragraphs).toContain(`Before the session, please complete the pre-course evaluation. ${ENGLISH_TEXTS.session.fundedEvaluationNotice()}`);
    expect(actionPathOf(draft, { ...session, modules: ["2"] })).toBeNull();
  });

  it("a survey e-mail names its evaluation and links to it", () => {
    const draft = { kind: "surveyLink", surveyType: "3-months-follow-up", extraInformation: null } as const;
    expect(actionPathOf(draft, session)).toBe("/survey/C5/3-months-follow-up");
    const content = composeSessionEmail(draft, session, "https://app.example/survey/C5/3-months-follow-up", ENGLISH_WORDING);
    expect(content.heading).toBe("3 Months Follow Up");
    expect(content.subject).toContain("3 Months Follow Up");
    expect(content.paragraphs).toContain("This course is funded, so all participants must complete evaluations. The 3 Months Follow Up takes about 2 minutes.");
  });

  it("each evaluation e-mail has its own words: the pre-course one asks before the session, not how it went", () => {
    const intro = (surveyType: "pre-course" | "post" | "3-months-follow-up") =>
      composeSessionEmail({ kind: "surveyLink", surveyType, extraInformation: null }, session, null, ENGLISH_WORDING).paragraphs[0];
    expect(intro("pre-course")).toContain("Before it starts");
    expect(intro("pre-course")).not.toContain("how it went");
    expect(intro("post")).toBe("Thank you for taking part in the Standard course training session. Please tell us how it went.");
    expect(intro("3-months-follow-up")).toContain("Three months ago");
    expect(new Set(SURVEY_TYPES.map((surveyType) => ENGLISH_TEXTS.mail.surveyIntro[surveyType]("Standard course"))).size).toBe(SURVEY_TYPES.length);
  });
});

describe("a session e-mail in Welsh", () => {
  const welsh = { t: translator(cy, "cy"), language: "cy" } as const;

  it("an invitation says everything in Welsh, the day with its weekday and year", () => {
    const content = composeSessionEmail(
      { kind: "registration", surveyType: null, extraInformation: null },
      session,
      "https://app.example/register/Ab3dEf7h",
      welsh,
    );
    expect(content.subject).toBe("Gwahoddiad: sesiwn hyfforddi Cwrs safonol");
    expect(content.action?.label).toBe("Cofrestru ar gyfer y sesiwn hon");
    expect(value(content, "Modiwl(au)")).toBe("Modiwl 1 & Modiwl 2");
    expect(value(content, "Dyddiad(au)")).toBe("Dydd Mawrth 1 Rhagfyr 2026, 10:00 i 12:00");
    expect(value(content, "Lleoliad")).toBe("Ar-lein");
  });

  it("a reminder and a survey e-mail too", () => {
    const reminder = composeSessionEmail(
      { kind: "reminder", surveyType: null, extraInformation: null },
      session,
      "https://app.example/survey/Ab3dEf7h/pre-course",
      welsh,
    );
    expect(reminder.subject).toBe("Nodyn atgoffa: eich sesiwn hyfforddi Cwrs safonol Dydd Mawrth 1 Rhagfyr 2026, 10:00 i 12:00");
    expect(reminder.action?.label).toBe("Cwblhewch y gwerthusiad cyn y cwrs");
    const survey = composeSessionEmail(
      { kind: "surveyLink", surveyType: "post", extraInformation: null },
      session,
      "https://app.example/survey/Ab3dEf7h/post",
      welsh,
    );
    expect(survey.heading).toBe("Gwerthusiad ar ôl y sesiwn");
    expect(survey.paragraphs[0]).toBe("Diolch am gymryd rhan yn sesiwn hyfforddi Cwrs safonol. Dywedwch wrthym sut aeth hi.");
  });
});
