import { Schema } from "effect";
import { Instant, defineEvent } from "../shared/events";

// The staff directory's events (§2.17): group membership and archiving, on the person's user stream.

/** A trainer joined a local lead's group (added by that lead, by accepting their invitation, or moved by an admin), leaving any group they were in. */
export const TrainerJoinedGroup = defineEvent("TrainerJoinedGroup", {
  userId: Schema.String,
  localLeadId: Schema.String,
  previousLocalLeadId: Schema.NullOr(Schema.String),
  joinedAt: Instant,
});

/** A trainer is no longer in a local lead's group: the lead removed them, or they left by the e-mailed link. */
export const TrainerLeftGroup = defineEvent("TrainerLeftGroup", {
  userId: Schema.String,
  localLeadId: Schema.String,
  removedBy: Schema.Literal("localLead", "trainer"),
  leftAt: Instant,
});

/** An admin archived a trainer's or local lead's staff account: it cannot be used until restored. */
export const StaffArchived = defineEvent("StaffArchived", { userId: Schema.String, archivedAt: Instant });

/** An admin restored an archived staff account. */
export const StaffRestored = defineEvent("StaffRestored", { userId: Schema.String, restoredAt: Instant });

/**
 * A local lead asked a trainer of another lead's group (`currentLocalLeadId`) to join theirs: the
 * trainer stays where they are until they accept (or an admin moves them).
 */
export const GroupInvitationSent = defineEvent("GroupInvitationSent", {
  userId: Schema.String,
  localLeadId: Schema.String,
  currentLocalLeadId: Schema.String,
  invitedAt: Instant,
});

export const GROUP_INVITATION_ANSWERS = ["accepted", "declined"] as const;

/** The trainer answered a local lead's invitation (by the e-mailed link, logged in); accepting is followed by TrainerJoinedGroup. */
export const GroupInvitationAnswered = defineEvent("GroupInvitationAnswered", {
  userId: Schema.String,
  localLeadId: Schema.String,
  answer: Schema.Literal(...GROUP_INVITATION_ANSWERS),
  answeredAt: Instant,
});

export const StaffEvent = Schema.Union(TrainerJoinedGroup, TrainerLeftGroup, StaffArchived, StaffRestored, GroupInvitationSent, GroupInvitationAnswered);
export type StaffEvent = typeof StaffEvent.Type;
