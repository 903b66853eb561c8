import { courseScheduleProjection } from "./courseSchedule/projection";
import { dashboardProjection } from "./dashboard/projection";
import { evaluationsProjection } from "./evaluations/projection";
import { rosterProjection } from "./roster/projection";
import type { Projection } from "./runner/projection";
import { sessionMailProjection } from "./sessionMail/projection";
import { sessionsProjection } from "./sessions/projection";
import { usersProjection } from "./users/projection";
import { eventIndexProjection } from "./audit/projection";
import { certificatesProjection } from "./certificates/projection";
import { resultsAccessProjection } from "./resultsAccess/projection";
import { errorReportsProjection } from "./errorReports/projection";
import { resultsProjection } from "./results/projection";

/** Every read model, in the order a batch is applied (users first: others look up accounts). One a line: add yours at the end. */
export const allProjections: ReadonlyArray<Projection> = [
  usersProjection,
  sessionsProjection,
  dashboardProjection,
  courseScheduleProjection,
  rosterProjection,
  sessionMailProjection,
  evaluationsProjection,
  eventIndexProjection,
  certificatesProjection,
  resultsAccessProjection,
  errorReportsProjection,
  resultsProjection,
];
