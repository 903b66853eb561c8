import { sessionFactTexts, sessionSurveyTypes, sessionSurveyUrl, type SessionDetailsAnswer, type Translate } from "@wellbeing/domain";

// What the print page of a session shows (§2.18): to hang in the room or hand out.

export interface PrintSheet {
  readonly rows: ReadonlyArray<readonly [label: string, value: string]>;
  readonly surveyLinks: ReadonlyArray<{ readonly label: string; readonly url: string }>;
}

/** The sheet of a session, its labels in the language of `t`. */
export const printSheetOf = (session: SessionDetailsAnswer, origin: string, t: Translate): PrintSheet => {
  const facts = sessionFactTexts(session, { t });
  return {
    rows: [
      [t("ui.type"), facts.course],
      [t(facts.dates.length > 1 ? "sessionFacts.datesHeading" : "ui.date"), facts.dates.join(", ")],
      [t("sessionFacts.modulesHeading"), facts.moduleNumbers],
      [t("print.region"), session.region.join(", ") || t("product.notApplicable")],
      [t("sessionFacts.location"), facts.location],
      [t("sessionFacts.trainersHeading"), facts.trainers],
    ],
    surveyLinks: sessionSurveyTypes(session.modules).map((surveyType) => ({
      label: t(`session.surveyLink_${surveyType}`),
      url: sessionSurveyUrl(origin, session.shortId, surveyType),
    })),
  };
};
