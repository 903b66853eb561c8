import { apiDocsSlice } from "./apiDocs";
import { attendanceSlice } from "./attendance";
import { auditSlice } from "./audit";
import { authSlice } from "./auth";
import { certificatesSlice } from "./certificates";
import { courseScheduleSlice } from "./courseSchedule";
import { errorReportsSlice } from "./errorReports";
import { evaluationsSlice } from "./evaluations";
import { exportsSlice } from "./exports";
import { liveSlice } from "./live";
import { materialsSlice } from "./materials";
import { participantHomeSlice } from "./participantHome";
import { resultsSlice } from "./results";
import { resultsAccessSlice } from "./resultsAccess";
import { rosterSlice } from "./roster";
import { sessionListsSlice } from "./sessionLists";
import { sessionMailSlice } from "./sessionMail";
import { sessionResultsSlice } from "./sessionResults";
import { sessionsSlice } from "./sessions";
import type { QuerySlice } from "./slice";
import { staffHomeSlice } from "./staffHome";
import { trainerUpgradeSlice } from "./trainerUpgrade";
import { usersSlice } from "./users";

/** The query API's slices, registered in this order (the live socket first). One a line: add yours at the end. */
export const QUERY_SLICES: ReadonlyArray<QuerySlice> = [
  liveSlice,
  authSlice,
  sessionsSlice,
  rosterSlice,
  participantHomeSlice,
  sessionMailSlice,
  staffHomeSlice,
  usersSlice,
  sessionListsSlice,
  courseScheduleSlice,
  exportsSlice,
  materialsSlice,
  evaluationsSlice,
  auditSlice,
  certificatesSlice,
  sessionResultsSlice,
  resultsAccessSlice,
  resultsSlice,
  trainerUpgradeSlice,
  apiDocsSlice,
  errorReportsSlice,
  attendanceSlice,
];
