import { defineContract } from "../http/contract";
import { StaffHomeAnswer } from "./answers";

/** The staff home's reads beside the reach tiles (§2.6): scoped from the token, like the tiles. */
export const staffHomeContract = defineContract({
  method: "GET",
  path: "/api/staff-home",
  readModels: ["sessions", "users", "dashboard", "roster", "sessionMail", "evaluations"],
  summary: "The caller's next sessions, responses per week and what needs doing (a trainer's own, a local lead's group, an admin's all)",
  audience: "staff",
  answer: StaffHomeAnswer,
});

export const STAFF_HOME_CONTRACTS = [staffHomeContract] as const;
