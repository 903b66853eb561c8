import type { Course } from "../constants";
import type { Role } from "../roles";
import type { AttendedSession } from "./attendance";
import type { UpgradeRole } from "./events";

/** The post-train-the-trainer evaluation was submitted by this person: offer them the trainer sign-up if they hold only a participant account. */
export interface OfferTrainerSignUp {
  readonly type: "OfferTrainerSignUp";
  readonly userId: string;
  readonly course: Course;
  readonly now: string;
}

/** The trainer sign-up (/ttt-signup), sent by the person acting as a participant. */
export interface UpgradeToTrainer {
  readonly type: "UpgradeToTrainer";
  readonly userId: string;
  /** The account the person acts as (the token's chosen role). */
  readonly actingAs: Role;
  /** What the manager box asked for: localLead is a request an admin decides; the sign-up itself gives a trainer account. */
  readonly role: UpgradeRole;
  readonly localAuthorities: ReadonlyArray<string>;
  /** §3 Trainer sign-up state `acceptLocalLeadAccess`: consent to the local and regional lead's access. */
  readonly acceptLocalLeadAccess: boolean;
  /** The sessions the person holds a confirmed place on, read by the handler from the streams (never a read model). */
  readonly attendedSessions: ReadonlyArray<AttendedSession>;
  readonly now: string;
}

/** A later step of the route is done: Next on 'How this tool works' (next watchTttVideo), then Trainer Advice finished (next none). */
export interface TakeTttUpgradeStep {
  readonly type: "TakeTttUpgradeStep";
  readonly userId: string;
  readonly actingAs: Role;
  readonly nextStep: "watchTttVideo" | null;
  readonly now: string;
}

export const LOCAL_LEAD_DECISIONS = ["approve", "decline"] as const;
export type LocalLeadDecision = (typeof LOCAL_LEAD_DECISIONS)[number];

/** An admin approves or declines a new trainer's request for a local lead account. */
export interface DecideLocalLeadRequest {
  readonly type: "DecideLocalLeadRequest";
  readonly userId: string;
  readonly decision: LocalLeadDecision;
  readonly actor: { readonly userId: string; readonly role: Role };
  /** Whether an admin archived the person's staff account (their user stream says so): nobody archived is made a local lead. */
  readonly archived: boolean;
  readonly now: string;
}

export type TrainerUpgradeCommand = OfferTrainerSignUp | UpgradeToTrainer | TakeTttUpgradeStep | DecideLocalLeadRequest;
