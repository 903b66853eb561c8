import type { SessionEmailKind, SurveyType } from "@wellbeing/domain";

/** What the e-mail screen sends: an e-mail of a kind (and evaluation) with its extra words. */
export interface EmailOrder {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
}
