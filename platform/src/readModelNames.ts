/** The Postgres schema of the live read models: the projector writes it, the query API reads it. */
export const READ_MODEL_SCHEMA = "read_models";

/**
 * The read models by name: the projector keeps a checkpoint per name, and the query side waits for
 * the ones a read uses.
 */
export const READ_MODELS = {
  users: "users",
  sessions: "sessions",
  dashboard: "dashboard",
  courseSchedule: "courseSchedule",
  roster: "roster",
  sessionMail: "sessionMail",
  evaluations: "evaluations",
  eventIndex: "eventIndex",
  certificates: "certificates",
  resultsAccess: "resultsAccess",
  errorReports: "errorReports",
  results: "results",
} as const;

export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];
