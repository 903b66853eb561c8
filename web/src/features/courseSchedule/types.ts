/** The schedule's filter (§2.8): every session, online ones or in-person ones. */
export type ScheduleFilter = "all" | "online" | "inPerson";
