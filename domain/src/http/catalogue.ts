import type { Contract } from "./contract";
import { COURSE_SCHEDULE_CONTRACTS } from "../courseSchedule/contracts";
import { dashboardContract } from "../dashboard/contracts";
import { ACCOUNT_CONTRACTS } from "../account/accountContracts";
import { AUTH_CONTRACTS } from "../auth/authContracts";
import { STAFF_DIRECTORY_CONTRACTS } from "../staff/staffContracts";
import { ROSTER_CONTRACTS } from "../roster/contracts";
import { SESSION_MAIL_CONTRACTS } from "../sessionMail/contracts";
import { SESSION_CONTRACTS } from "../sessions/contracts";
import { SESSION_LIST_CONTRACTS } from "../sessionLists/listContracts";

/** Every endpoint that has a contract, whichever service answers it: what the OpenAPI document lists. */
export const API_CONTRACTS: ReadonlyArray<Contract<any, any, any, any>> = [
  ...SESSION_CONTRACTS,
  ...ROSTER_CONTRACTS,
  ...SESSION_LIST_CONTRACTS,
  ...COURSE_SCHEDULE_CONTRACTS,
  ...AUTH_CONTRACTS,
  ...SESSION_MAIL_CONTRACTS,
  dashboardContract,
  ...ACCOUNT_CONTRACTS,
  ...STAFF_DIRECTORY_CONTRACTS,
];
