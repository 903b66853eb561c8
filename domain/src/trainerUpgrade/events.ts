import { Schema } from "effect";
import { CourseAnswer } from "../shared/answers";
import { Instant, defineEvent } from "../shared/events";
import { defineSliceEvents } from "../slice";

// The train-the-trainer upgrade's events (§1, §4), on the person's user stream: the write side reads
// them back from there, so the auth user's pending step never waits for a read model.

/** The roles a participant may take on through the train-the-trainer route: a local lead when they manage groups of trainers. */
export const UPGRADE_ROLES = ["trainer", "localLead"] as const;
export type UpgradeRole = (typeof UPGRADE_ROLES)[number];

/** A participant-only person submitted the post-train-the-trainer evaluation: their next step is signing up as a trainer for that course. */
export const TrainerSignUpOffered = defineEvent("TrainerSignUpOffered", {
  userId: Schema.String,
  course: CourseAnswer,
  offeredAt: Instant,
});

/**
 * The person completed the trainer sign-up (PATCH /api/upgrade-to-ttt): they hold a trainer account
 * beside their participant one, delivering in these local authorities. Since a local lead account
 * needs an admin's approval (LocalLeadAccessRequested), the sign-up records `trainer`; `localLead`
 * is only found in events recorded before that.
 * `acceptedLocalLeadAccess` is the sign-up's consent (§3 `acceptLocalLeadAccess`) to their local and
 * regional lead seeing their data; it is always true (the sign-up is refused without it).
 */
export const UpgradedToTrainer = defineEvent("UpgradedToTrainer", {
  userId: Schema.String,
  role: Schema.Literal(...UPGRADE_ROLES),
  localAuthorities: Schema.Array(Schema.String),
  acceptedLocalLeadAccess: Schema.Literal(true),
  course: CourseAnswer,
  upgradedAt: Instant,
});

/** The person went through one more step after the sign-up: 'How this tool works' (next: watchTttVideo), then Trainer Advice (next: none). */
export const TttUpgradeStepTaken = defineEvent("TttUpgradeStepTaken", {
  userId: Schema.String,
  course: CourseAnswer,
  nextStep: Schema.NullOr(Schema.Literal("watchTttVideo")),
  takenAt: Instant,
});

/**
 * The new trainer ticked 'I'm managing groups of trainers' at the sign-up: they asked for a local lead
 * account, which an admin approves or declines (§2.18's consent to the local and regional lead's access
 * means a local lead is someone the programme chose). Until then they are a trainer.
 */
export const LocalLeadAccessRequested = defineEvent("LocalLeadAccessRequested", {
  userId: Schema.String,
  requestedAt: Instant,
});

/** An admin (`decidedBy`) approved the request: the person's trainer account became a local lead account. */
export const LocalLeadRequestApproved = defineEvent("LocalLeadRequestApproved", {
  userId: Schema.String,
  decidedBy: Schema.String,
  decidedAt: Instant,
});

/** An admin (`decidedBy`) declined the request: the person stays a trainer. */
export const LocalLeadRequestDeclined = defineEvent("LocalLeadRequestDeclined", {
  userId: Schema.String,
  decidedBy: Schema.String,
  decidedAt: Instant,
});

export const TrainerUpgradeEvent = Schema.Union(
  TrainerSignUpOffered,
  UpgradedToTrainer,
  TttUpgradeStepTaken,
  LocalLeadAccessRequested,
  LocalLeadRequestApproved,
  LocalLeadRequestDeclined,
);
export type TrainerUpgradeEvent = typeof TrainerUpgradeEvent.Type;

/** What the trainerUpgrade slice records, for its slice value and sliceEvents.ts. */
export const trainerUpgradeSliceEvents = defineSliceEvents({ events: [TrainerUpgradeEvent] });
