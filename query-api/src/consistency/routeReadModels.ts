import { READ_MODELS, type ReadModelName } from "@wellbeing/platform";

const { users, sessions, dashboard, courseSchedule, roster, sessionMail, evaluations, eventIndex, certificates, resultsAccess, errorReports, results } =
  READ_MODELS;

/**
 * The read models each read endpoint answers from: a read waits for the caller's latest write in
 * these projections only (a failing one elsewhere never holds it). Keyed by the route's path
 * pattern; the query API refuses to register a route missing here.
 */
export const ROUTE_READ_MODELS: Readonly<Record<string, ReadonlyArray<ReadModelName>>> = {
  // Who the cookie belongs to is read from the person's own user stream, never a read model.
  "/api/users/auth": [],
  "/api/live": [],
  // The API's documentation reads nothing written.
  "/api/openapi.json": [],
  "/api/session-details/:id": [sessions, users, dashboard, roster],
  "/api/sessions/:shortId": [sessions, users],
  "/api/sessions/:shortId/registration": [sessions, roster],
  "/api/sessions/:id/roster": [sessions, users, roster],
  "/api/participant/session-details/:id": [sessions, users, roster],
  "/api/participant/progress": [sessions, roster],
  "/api/participant/responses": [sessions, roster],
  "/api/participant/next-modules": [sessions, users, roster, courseSchedule],
  "/api/participant/materials": [sessions, roster],
  "/api/participant/materials/:course": [sessions, roster],
  "/api/participant/materials/:course/documents/:document": [sessions, roster],
  "/api/participant": [sessions, users, roster, evaluations],
  "/api/survey/:id/:type": [sessions, users, roster, evaluations],
  "/api/sessions/:id/emails": [sessions, users, sessionMail],
  "/api/sessions/:id/scheduled-emails": [sessions, users, sessionMail],
  "/api/users/sessions": [sessions, users, roster],
  "/api/users/sessions/:id": [sessions, users, roster],
  "/api/users/trainer-sessions/:id": [sessions, users, roster],
  "/api/available-sessions/:id": [sessions, users],
  "/api/course-schedule": [sessions, users, courseSchedule],
  "/api/course-schedule/leads": [users, courseSchedule],
  "/api/export-csv/sessions": [sessions, users],
  "/api/all/dashboard": [dashboard, users],
  "/api/fetch-trainers": [users],
  "/api/users/admin/trainers-and-leads": [users],
  "/api/users/my-trainers": [users],
  "/api/group-invitations": [users],
  "/api/local-lead-requests": [users],
  "/api/users/admin/participants": [users],
  "/api/local-leads": [users],
  "/api/local-lead/:id/group": [users],
  "/api/local-lead/:id": [users],
  "/api/audit/events": [eventIndex],
  "/api/audit/sessions/:id/as-of": [eventIndex],
  "/api/certificates/verify/:code": [certificates],
  // Answers show once the results projection released them (the disclosure rule).
  "/api/session/:id/:surveyType/responses": [sessions, users, roster, evaluations, resultsAccess, results],
  "/api/my-account/results-access": [resultsAccess],
  "/api/my-account/deletion": [sessions, roster, certificates],
  "/api/export-csv/responses": [sessions, users, evaluations, results, resultsAccess],
  "/api/export-csv/trainers": [users],
  "/api/export-csv/participants": [users],
  // Replayed from the event log itself, never a read model.
  "/api/research-export": [],
  "/api/error-reports": [errorReports, users],
  "/api/users/:id/results": [sessions, users, roster, evaluations, results, resultsAccess],
  "/api/staff-home": [sessions, users, dashboard, roster, sessionMail, evaluations],
};

/** The read models a read answers from; the API reference's pages read none. Undefined for a route nobody named. */
export const readModelsOf = (routeUrl: string): ReadonlyArray<ReadModelName> | undefined =>
  ROUTE_READ_MODELS[routeUrl] ?? (routeUrl === "/api/docs" || routeUrl.startsWith("/api/docs/") ? [] : undefined);
