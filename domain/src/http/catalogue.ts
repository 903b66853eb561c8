import type { Contract } from "./contract";
import { COURSE_SCHEDULE_CONTRACTS } from "../courseSchedule/contracts";
import { dashboardContract } from "../dashboard/contracts";
import { ACCOUNT_CONTRACTS } from "../account/accountContracts";
import { AUTH_CONTRACTS } from "../auth/authContracts";
import { STAFF_COMMAND_CONTRACTS } from "../staff/staffCommandContracts";
import { STAFF_DIRECTORY_CONTRACTS } from "../staff/staffContracts";
import { GROUP_INVITATION_CONTRACTS } from "../staff/groupInvitationContracts";
import { ROSTER_CONTRACTS } from "../roster/contracts";
import { SESSION_MAIL_CONTRACTS } from "../sessionMail/contracts";
import { SESSION_CONTRACTS } from "../sessions/contracts";
import { SESSION_LIST_CONTRACTS } from "../sessionLists/listContracts";
import { PARTICIPANT_HOME_CONTRACTS } from "../participantHome/contracts";
import { MATERIAL_CONTRACTS } from "../materials/contracts";
import { EVALUATION_CONTRACTS } from "../evaluations/contracts";
import { TRAINER_UPGRADE_CONTRACTS } from "../trainerUpgrade/contracts";
import { AUDIT_CONTRACTS } from "../audit/contracts";
import { CERTIFICATE_CONTRACTS } from "../certificates/contracts";
import { SESSION_RESULTS_CONTRACTS } from "../sessionResults/contracts";
import { RESULTS_ACCESS_CONTRACTS } from "../resultsAccess/contracts";
import { EXPORT_CONTRACTS } from "../exports/exportContracts";
import { HEALTH_CONTRACTS } from "../operations/healthContracts";
import { ERROR_REPORT_CONTRACTS } from "../errorReports/contracts";
import { RESULT_CONTRACTS } from "../results/contracts";
import { STAFF_HOME_CONTRACTS } from "../staffHome/contracts";

/** Every endpoint that has a contract, by the slice it belongs to (the API reference groups them so). */
export const API_SLICES: Readonly<Record<string, ReadonlyArray<Contract<any, any, any, any>>>> = {
  sessions: SESSION_CONTRACTS,
  sessionLists: SESSION_LIST_CONTRACTS,
  roster: ROSTER_CONTRACTS,
  participantHome: PARTICIPANT_HOME_CONTRACTS,
  evaluations: EVALUATION_CONTRACTS,
  sessionMail: SESSION_MAIL_CONTRACTS,
  courseSchedule: COURSE_SCHEDULE_CONTRACTS,
  dashboard: [dashboardContract],
  auth: AUTH_CONTRACTS,
  account: ACCOUNT_CONTRACTS,
  staff: [...STAFF_DIRECTORY_CONTRACTS, ...STAFF_COMMAND_CONTRACTS, ...GROUP_INVITATION_CONTRACTS],
  materials: MATERIAL_CONTRACTS,
  trainerUpgrade: TRAINER_UPGRADE_CONTRACTS,
  audit: AUDIT_CONTRACTS,
  certificates: CERTIFICATE_CONTRACTS,
  sessionResults: SESSION_RESULTS_CONTRACTS,
  resultsAccess: RESULTS_ACCESS_CONTRACTS,
  exports: EXPORT_CONTRACTS,
  operations: [...HEALTH_CONTRACTS],
  errorReports: [...ERROR_REPORT_CONTRACTS],
  results: RESULT_CONTRACTS,
  staffHome: STAFF_HOME_CONTRACTS,
};

/** Every endpoint that has a contract, whichever service answers it: what the OpenAPI document lists. */
export const API_CONTRACTS: ReadonlyArray<Contract<any, any, any, any>> = Object.values(API_SLICES).flat();
