/** §3 Local lead (public schedule): GET /api/course-schedule/leads. */
export interface PublicScheduleLead {
  readonly _id: string;
  readonly name: string | null;
  readonly showSessionsPublicly: boolean;
}

/** The schedule's filter (§2.8): every session, online ones or in-person ones. */
export type ScheduleFilter = "all" | "online" | "inPerson";
