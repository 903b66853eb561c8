import { Schema } from "effect";
import { defineContract, requestPart } from "../http/contract";
import { PublicLeadsForm } from "./form";

// The HTTP contracts of the public course schedule's choice of local leads (§2.8, §7).

/** §3 Local lead (public schedule): whether the public schedule shows their group's sessions. */
export const PublicScheduleLeadAnswer = Schema.Struct({
  _id: Schema.String,
  name: Schema.NullOr(Schema.String),
  showSessionsPublicly: Schema.Boolean,
}).annotations({ identifier: "PublicScheduleLead" });
export type PublicScheduleLeadAnswer = typeof PublicScheduleLeadAnswer.Type;

const PublicScheduleLeadsAnswer = Schema.Array(PublicScheduleLeadAnswer);

export const publicScheduleLeadsContract = defineContract({
  method: "GET",
  path: "/api/course-schedule/leads",
  readModels: ["users", "courseSchedule"],
  summary: "Every local lead, with whether the public course schedule shows their group's sessions",
  audience: "staff",
  answer: PublicScheduleLeadsAnswer,
});

export const choosePublicLeadsContract = defineContract({
  method: "POST",
  path: "/api/course-schedule/leads",
  summary: "Choose whose sessions the public course schedule shows (an empty list hides all); answers the leads now shown",
  audience: "staff",
  body: requestPart(PublicLeadsForm),
  answer: PublicScheduleLeadsAnswer,
});

export const COURSE_SCHEDULE_CONTRACTS = [publicScheduleLeadsContract, choosePublicLeadsContract] as const;
