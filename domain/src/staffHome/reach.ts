import { Schema } from "effect";
import type { Role } from "../roles";

/** The 'Your Total Reach' figures of the staff dashboard (§2.6, §3 Stats). */
export const StatsAnswer = Schema.Struct({
  sessionCount: Schema.Number,
  participantCount: Schema.Number,
  responseCount: Schema.Number,
  /** Trainers see their response rate... */
  responseRate: Schema.optionalWith(Schema.Number, { exact: true }),
  /** ...everyone else the trainers they reach. */
  trainerCount: Schema.optionalWith(Schema.Number, { exact: true }),
}).annotations({ identifier: "Stats" });
export type Stats = typeof StatsAnswer.Type;

/** Replies over attendees as a rounded percentage; 0 without attendees (§9). */
export const responseRate = (responses: number, attendees: number): number => (attendees === 0 ? 0 : Math.round((responses / attendees) * 100));

/** Whose sessions a dashboard counts: the trainer's own, a local lead's group, or everyone's. */
type ReachScope = "me" | "myGroup" | "all";

export const reachScopeOf = (role: Role): ReachScope => {
  if (role === "admin" || role === "superAdmin") return "all";
  if (role === "localLead") return "myGroup";
  return "me";
};
