/**
 * The read models by name: the projector keeps a checkpoint per name, and a read contract names the
 * ones it answers from (`readModels`), so the query API waits for a caller's latest write in those only.
 */
export const READ_MODELS = {
  users: "users",
  sessions: "sessions",
  dashboard: "dashboard",
  courseSchedule: "courseSchedule",
  roster: "roster",
  attendance: "attendance",
  waitingList: "waitingList",
  sessionMail: "sessionMail",
  evaluations: "evaluations",
  eventIndex: "eventIndex",
  certificates: "certificates",
  resultsAccess: "resultsAccess",
  errorReports: "errorReports",
  results: "results",
} as const;

export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];
