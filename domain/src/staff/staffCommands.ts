import type { Role } from "../roles";

/** Who sends a staff command, from their token. */
export interface StaffActor {
  readonly userId: string;
  readonly role: Role;
}

/**
 * What the person's account says of them (their user aggregate), passed in by the handler: the
 * staff decider keeps only what the directory changes (group, archived).
 */
export interface MemberFacts {
  readonly userId: string;
  /** Every account the person holds; empty when there is no such person. */
  readonly roles: ReadonlyArray<Role>;
}

/**
 * A local lead adds an existing trainer to their group (POST /api/users/local-leads/group): a trainer in
 * no group joins it; a trainer in another lead's group is invited, and stays where they are until they accept.
 */
export interface AddTrainerToGroup {
  readonly type: "AddTrainerToGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  readonly now: string;
}

/** A local lead removes a trainer from their group (DELETE /api/local-lead/:leadId/trainer/:trainerId). */
export interface RemoveTrainerFromGroup {
  readonly type: "RemoveTrainerFromGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  readonly now: string;
}

/** A trainer leaves a group by the e-mailed link (DELETE /api/remove/:localLeadId/:trainerId). */
export interface LeaveGroup {
  readonly type: "LeaveGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  /** Who follows the link: only the trainer themself may. */
  readonly actorId: string;
  readonly now: string;
}

/** An admin archives a trainer's or local lead's staff account. */
export interface ArchiveStaff {
  readonly type: "ArchiveStaff";
  readonly member: MemberFacts;
  readonly actor: StaffActor;
  readonly now: string;
}

/** An admin restores an archived staff account. */
export interface RestoreStaff {
  readonly type: "RestoreStaff";
  readonly member: MemberFacts;
  readonly actor: StaffActor;
  readonly now: string;
}

/** The trainer answers a local lead's invitation to join their group (POST /api/group-invitations/:localLeadId). */
export interface AnswerGroupInvitation {
  readonly type: "AnswerGroupInvitation";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  /** Who follows the link: only the invited trainer may answer. */
  readonly actorId: string;
  readonly answer: "accept" | "decline";
  /** Whether the inviting local lead still holds an active local lead account (their user stream says so). */
  readonly leadIsActive: boolean;
  readonly now: string;
}

/** An admin moves a trainer into a local lead's group (POST /api/users/:id/group). */
export interface MoveTrainerToGroup {
  readonly type: "MoveTrainerToGroup";
  readonly trainer: MemberFacts;
  readonly localLeadId: string;
  readonly actor: StaffActor;
  /** Whether the chosen local lead holds an active local lead account (their user stream says so). */
  readonly leadIsActive: boolean;
  readonly now: string;
}

export type StaffCommand = AddTrainerToGroup | RemoveTrainerFromGroup | LeaveGroup | ArchiveStaff | RestoreStaff | AnswerGroupInvitation | MoveTrainerToGroup;
