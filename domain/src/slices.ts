import type { Contract } from "./http/contract";
import { sharedSlice } from "./shared";
import { authSlice } from "./auth";
import { usersSlice } from "./users";
import { sessionsSlice } from "./sessions";
import { sessionListsSlice } from "./sessionLists";
import { rosterSlice } from "./roster";
import { attendanceSlice } from "./attendance";
import { participantHomeSlice } from "./participantHome";
import { evaluationsSlice } from "./evaluations";
import { sessionMailSlice } from "./sessionMail";
import { courseScheduleSlice } from "./courseSchedule";
import { staffHomeSlice } from "./staffHome";
import { materialsSlice } from "./materials";
import { trainerUpgradeSlice } from "./trainerUpgrade";
import { auditSlice } from "./audit";
import { certificatesSlice } from "./certificates";
import { sessionResultsSlice } from "./sessionResults";
import { resultsAccessSlice } from "./resultsAccess";
import { exportsSlice } from "./exports";
import { operationsSlice } from "./operations";
import { errorReportsSlice } from "./errorReports";
import { resultsSlice } from "./results";

/**
 * Every slice of the domain: the one list a new capability adds a line to (and a line to index.ts).
 * The API's contract list below is derived from it; each slice's texts are listed in catalogues.ts too, and what
 * it records (events, personal-data rules) in sliceEvents.ts.
 */
export const SLICES = [
  sharedSlice,
  authSlice,
  usersSlice,
  sessionsSlice,
  sessionListsSlice,
  rosterSlice,
  attendanceSlice,
  participantHomeSlice,
  evaluationsSlice,
  sessionMailSlice,
  courseScheduleSlice,
  staffHomeSlice,
  materialsSlice,
  trainerUpgradeSlice,
  auditSlice,
  certificatesSlice,
  sessionResultsSlice,
  resultsAccessSlice,
  exportsSlice,
  operationsSlice,
  errorReportsSlice,
  resultsSlice,
] as const;

/** Every endpoint that has a contract, by the slice it belongs to (the API reference groups them so). */
export const API_SLICES: Readonly<Record<string, ReadonlyArray<Contract<any, any, any, any>>>> = Object.fromEntries(
  SLICES.filter((slice) => slice.contracts.length > 0).map((slice) => [slice.name, slice.contracts]),
);

/** Every endpoint that has a contract, whichever service answers it: what the OpenAPI document lists. */
export const API_CONTRACTS: ReadonlyArray<Contract<any, any, any, any>> = SLICES.flatMap((slice) => slice.contracts);
