import { attendanceSlice } from "./attendance";
import { auditSlice } from "./audit";
import { certificatesSlice } from "./certificates";
import { courseScheduleSlice } from "./courseSchedule";
import { errorReportsSlice } from "./errorReports";
import { evaluationsSlice } from "./evaluations";
import { resultsSlice } from "./results";
import { resultsAccessSlice } from "./resultsAccess";
import { rosterSlice } from "./roster";
import type { Projection } from "./runner/projection";
import { sessionMailSlice } from "./sessionMail";
import { sessionsSlice } from "./sessions";
import type { ProjectorSlice } from "./slice";
import { staffHomeSlice } from "./staffHome";
import { usersSlice } from "./users";

/**
 * The projector's slices, in the order a batch is applied: users first (others look up accounts),
 * sessions before the course schedule (which indexes their table). One a line: add yours at the end.
 */
const PROJECTOR_SLICES: ReadonlyArray<ProjectorSlice> = [
  usersSlice,
  sessionsSlice,
  staffHomeSlice,
  courseScheduleSlice,
  rosterSlice,
  sessionMailSlice,
  evaluationsSlice,
  auditSlice,
  certificatesSlice,
  resultsAccessSlice,
  errorReportsSlice,
  resultsSlice,
  attendanceSlice,
];

/** Every read model, in the order a batch is applied. */
export const allProjections: ReadonlyArray<Projection> = PROJECTOR_SLICES.flatMap((slice) => slice.projections);
