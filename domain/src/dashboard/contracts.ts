import { Schema } from "effect";
import { defineContract, requestPart } from "../http/contract";
import { ROLES } from "../roles";
import { StatsAnswer } from "./reach";

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
