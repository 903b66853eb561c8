import { defineContract, requestPart } from "../http/contract";
import { StaffHomeAnswer } from "./answers";
import { Schema } from "effect";
import { ROLES } from "../roles";
import { StatsAnswer } from "./reach";

/** The staff home's reads beside the reach tiles (§2.6): scoped from the token, like the tiles. */
export const staffHomeContract = defineContract({
  method: "GET",
  path: "/api/staff-home",
  readModels: ["sessions", "users", "dashboard", "roster", "sessionMail", "evaluations", "attendance", "waitingList"],
  summary: "The caller's next sessions, responses per week and what needs doing (a trainer's own, a local lead's group, an admin's all)",
  audience: "staff",
  answer: StaffHomeAnswer,
});

/** The old client sends the role it believes it has; it is read, and ignored: the scope comes from the token. */
const DashboardRequest = Schema.Struct({ userType: Schema.optional(Schema.Literal(...ROLES)) });

/** A read sent as POST (the old client's shape): a gateway must route it to the query API. */
export const dashboardContract = defineContract({
  method: "POST",
  path: "/api/all/dashboard",
  readModels: ["dashboard", "users"],
  summary: "The caller's 'Your Total Reach' figures (a read sent as POST)",
  audience: "staff",
  body: requestPart(DashboardRequest),
  answer: StatsAnswer,
});

export const STAFF_HOME_CONTRACTS = [staffHomeContract, dashboardContract] as const;
