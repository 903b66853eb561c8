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

/** A local lead adds an existing trainer to their group (POST /api/users/local-leads/group). */
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

export type StaffCommand = AddTrainerToGroup | RemoveTrainerFromGroup | LeaveGroup | ArchiveStaff | RestoreStaff;
