import {
  COURSE_LABELS,
  SURVEY_LINK_LABELS,
  detailDates,
  detailModules,
  locationText,
  sessionSurveyTypes,
  sessionSurveyUrl,
  trainerNames,
} from "@wellbeing/domain";
import type { SessionDetails } from "../sessions/sessionTypes";

// What the print page of a session shows (§2.18): to hang in the room or hand out.

export interface PrintSheet {
  readonly rows: ReadonlyArray<readonly [label: string, value: string]>;
  readonly surveyLinks: ReadonlyArray<{ readonly label: string; readonly url: string }>;
}

const NOT_AVAILABLE = "N/A";

export const printSheetOf = (session: SessionDetails, origin: string): PrintSheet => {
  const dates = detailDates(session.dates);
  return {
    rows: [
      ["Type", COURSE_LABELS[session.course]],
      [dates.length > 1 ? "Dates" : "Date", dates.length > 0 ? dates.join(", ") : NOT_AVAILABLE],
      ["Modules", detailModules(session.modules) || NOT_AVAILABLE],
      ["Region", session.region.length > 0 ? session.region.join(", ") : NOT_AVAILABLE],
      ["Location", locationText(session.remote, session.address)],
      ["Trainers", trainerNames(session.trainers.map((trainer) => trainer.name))],
    ],
    surveyLinks: sessionSurveyTypes(session.modules).map((surveyType) => ({
      label: SURVEY_LINK_LABELS[surveyType],
      url: sessionSurveyUrl(origin, session.shortId, surveyType),
    })),
  };
};
