import { attendanceSlice } from "./attendance";
import { authSlice } from "./auth";
import { certificatesSlice } from "./certificates";
import { courseScheduleSlice } from "./courseSchedule";
import { errorReportsSlice } from "./errorReports";
import { evaluationsSlice } from "./evaluations";
import { resultsAccessSlice } from "./resultsAccess";
import { rosterSlice } from "./roster";
import { sessionMailSlice } from "./sessionMail";
import { sessionsSlice } from "./sessions";
import type { CommandSlice } from "./slice";
import { trainerUpgradeSlice } from "./trainerUpgrade";
import { usersSlice } from "./users";

/** The command API's slices, registered in this order. One a line: add yours at the end. */
export const COMMAND_SLICES: ReadonlyArray<CommandSlice> = [
  authSlice,
  usersSlice,
  sessionsSlice,
  rosterSlice,
  sessionMailSlice,
  courseScheduleSlice,
  evaluationsSlice,
  trainerUpgradeSlice,
  certificatesSlice,
  resultsAccessSlice,
  errorReportsSlice,
  attendanceSlice,
];
