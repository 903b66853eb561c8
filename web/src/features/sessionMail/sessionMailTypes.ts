import type { SessionEmailKind, SurveyType } from "@wellbeing/domain";

// What the session e-mail endpoints answer (see query-api/src/sessionMail).

/** GET /api/sessions/:id/emails */
export interface SentEmail {
  readonly id: string;
  readonly type: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly date: string;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
  /** Sent by the scheduler rather than a person. */
  readonly scheduled: boolean;
}

export type ScheduledEmailStatus = "pending" | "sent" | "cancelled" | "failed";

/** GET /api/sessions/:id/scheduled-emails */
export interface ScheduledEmail {
  readonly id: string;
  readonly type: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly date: string;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
  readonly status: ScheduledEmailStatus;
  /** Scheduled by the system (the follow-up evaluations). */
  readonly automatic: boolean;
  readonly failure: string | null;
}

/** What the e-mail screen sends: an e-mail of a kind (and evaluation) with its extra words. */
export interface EmailOrder {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
}
