import type { Language, Organisation, Role } from "@wellbeing/domain";

// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.

/** `users`: one row per account, for the auth lookup, the staff directory and trainer pickers. */
export interface UserRow extends Record<string, unknown> {
  id: string;
  name: string | null;
  email: string | null;
  roles: Role[];
  local_lead_id: string | null;
  organisation: Organisation | null;
  local_authorities: string[];
  registered_at: Date | string;
  /** An admin archived the person's trainer / local lead account (§2.17). */
  archived: boolean;
  /** The person proved they read `email` (issue 9); until then staff-recorded registrations under it are not theirs. */
  email_verified: boolean;
  /** A new address asked for on My Account, waiting for its verification link. */
  pending_email: string | null;
  /** The language of the person's correspondence (cy or en); null when they were never asked. */
  language: Language | null;
  /** When the person asked for a local lead account at the trainer sign-up, while no admin has decided; else null. */
  local_lead_requested_at: Date | string | null;
}

/** `group_invitations`: a local lead's invitation to a trainer of another group, while the trainer has not answered it. */
export interface GroupInvitationRow extends Record<string, unknown> {
  trainer_id: string;
  local_lead_id: string;
  invited_at: Date | string;
}
