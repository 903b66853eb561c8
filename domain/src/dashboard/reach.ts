import type { Role } from "../roles";

/** The 'Your Total Reach' figures of the staff dashboard (§2.6, §3 Stats). */
export interface Stats {
  readonly sessionCount: number;
  readonly participantCount: number;
  readonly responseCount: number;
  /** Trainers see their response rate... */
  readonly responseRate?: number;
  /** ...everyone else the trainers they reach. */
  readonly trainerCount?: number;
}

/** Replies over attendees as a rounded percentage; 0 without attendees (§9). */
export const responseRate = (responses: number, attendees: number): number =>
  attendees === 0 ? 0 : Math.round((responses / attendees) * 100);

/** Whose sessions a dashboard counts: the trainer's own, a local lead's group, or everyone's. */
export type ReachScope = "me" | "myGroup" | "all";

export const reachScopeOf = (role: Role): ReachScope => {
  if (role === "admin" || role === "superAdmin") return "all";
  if (role === "localLead") return "myGroup";
  return "me";
};
