import { PRODUCT_TEXTS, SURVEY_LINK_LABELS, sessionFactTexts, sessionSurveyTypes, sessionSurveyUrl, type SessionDetailsAnswer } from "@wellbeing/domain";

// What the print page of a session shows (§2.18): to hang in the room or hand out.

export interface PrintSheet {
  readonly rows: ReadonlyArray<readonly [label: string, value: string]>;
  readonly surveyLinks: ReadonlyArray<{ readonly label: string; readonly url: string }>;
}

export const printSheetOf = (session: SessionDetailsAnswer, origin: string): PrintSheet => {
  const facts = sessionFactTexts(session);
  return {
    rows: [
      ["Type", facts.course],
      [facts.dates.length > 1 ? "Dates" : "Date", facts.dates.join(", ")],
      ["Modules", facts.moduleNumbers],
      ["Region", session.region.join(", ") || PRODUCT_TEXTS.notApplicable],
      ["Location", facts.location],
      ["Trainers", facts.trainers],
    ],
    surveyLinks: sessionSurveyTypes(session.modules).map((surveyType) => ({
      label: SURVEY_LINK_LABELS[surveyType],
      url: sessionSurveyUrl(origin, session.shortId, surveyType),
    })),
  };
};
