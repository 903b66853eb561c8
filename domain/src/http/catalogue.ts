import type { Contract } from "./contract";
import { COURSE_SCHEDULE_CONTRACTS } from "../courseSchedule/contracts";
import { dashboardContract } from "../dashboard/contracts";
import { ACCOUNT_CONTRACTS } from "../account/accountContracts";
import { AUTH_CONTRACTS } from "../auth/authContracts";
import { STAFF_COMMAND_CONTRACTS } from "../staff/staffCommandContracts";
import { STAFF_DIRECTORY_CONTRACTS } from "../staff/staffContracts";
import { ROSTER_CONTRACTS } from "../roster/contracts";
import { SESSION_MAIL_CONTRACTS } from "../sessionMail/contracts";
import { SESSION_CONTRACTS } from "../sessions/contracts";
import { SESSION_LIST_CONTRACTS } from "../sessionLists/listContracts";
import { PARTICIPANT_HOME_CONTRACTS } from "../participantHome/contracts";
import { MATERIAL_CONTRACTS } from "../materials/contracts";
import { EVALUATION_CONTRACTS } from "../evaluations/contracts";
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
  staff: [...STAFF_DIRECTORY_CONTRACTS, ...STAFF_COMMAND_CONTRACTS],
  materials: MATERIAL_CONTRACTS,
  staffHome: STAFF_HOME_CONTRACTS,
};

/** Every endpoint that has a contract, whichever service answers it: what the OpenAPI document lists. */
export const API_CONTRACTS: ReadonlyArray<Contract<any, any, any, any>> = Object.values(API_SLICES).flat();
