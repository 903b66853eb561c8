import { usersSliceEvents } from "./users/events";
import { sessionsSliceEvents } from "./sessions/events";
import { rosterSliceEvents } from "./roster/events";
import { attendanceSliceEvents } from "./attendance/events";
import { evaluationsSliceEvents } from "./evaluations/events";
import { sessionMailSliceEvents } from "./sessionMail/events";
import { courseScheduleSliceEvents } from "./courseSchedule/events";
import { trainerUpgradeSliceEvents } from "./trainerUpgrade/events";
import { auditSliceEvents } from "./audit/events";
import { certificatesSliceEvents } from "./certificates/events";
import { resultsAccessSliceEvents } from "./resultsAccess/events";
import { errorReportsSliceEvents } from "./errorReports/events";

/**
 * What every slice records (its events and their personal-data rules), in the order of slices.ts; a unit test
 * holds this list to the slices' values. The union of events (events.ts) is derived from this list, not from
 * the slices: the audit slice reads that union when it loads (its query contract's list of event types, the
 * history's field names), and the audit slice is itself in slices.ts, so a union built from the slices would
 * need the list before one of its own members is made (an import cycle). Each slice's events.ts imports no
 * slice, so this list has none.
 */
export const SLICE_EVENTS = [
  usersSliceEvents,
  sessionsSliceEvents,
  rosterSliceEvents,
  attendanceSliceEvents,
  evaluationsSliceEvents,
  sessionMailSliceEvents,
  courseScheduleSliceEvents,
  trainerUpgradeSliceEvents,
  auditSliceEvents,
  certificatesSliceEvents,
  resultsAccessSliceEvents,
  errorReportsSliceEvents,
] as const;
