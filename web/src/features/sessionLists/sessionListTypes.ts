import type { SessionSummaryAnswer } from "@wellbeing/domain";

/** One row of a session list (GET /api/users/sessions..., /api/available-sessions, /api/course-schedule). */
export interface ListedSession extends SessionSummaryAnswer {
  readonly missedEarlierModules: boolean;
}

export interface SessionListAnswer {
  readonly sessions: ReadonlyArray<ListedSession>;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  /** The local lead or trainer a group or trainer list is about. */
  readonly person?: { readonly id: string; readonly name: string | null };
}

export interface AvailableSessionsAnswer {
  readonly person: { readonly id: string; readonly name: string | null };
  readonly group: boolean;
  readonly sessions: ReadonlyArray<ListedSession>;
}
