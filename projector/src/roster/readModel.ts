import type { SurveyType } from "@wellbeing/domain";

// The row shapes of the tables this slice's projection creates (see projection.ts); the query API reads them.

/** `roster_entries`: one row per person on a session's roster, invitee (new, sent) or registered attendee (confirmed). */
export interface RosterEntryRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  /** Null once the person has been erased. */
  email: string | null;
  status: "new" | "sent" | "confirmed";
  participant_id: string | null;
  self_registered: boolean;
  /** When they joined the roster (invited, or registered without an invitation). */
  listed_at: Date | string;
  sent_at: Date | string | null;
  registered_at: Date | string | null;
  /** The survey types they answered for this session. */
  evaluations: SurveyType[];
}

/** `roster_special_requirements`: messages participants left when registering (§3 specialRequirements). */
export interface SpecialRequirementRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  person_key: string;
  email: string | null;
  message: string | null;
  created_at: Date | string;
}

/** `roster_removal_requests`: open requests of registered participants to be taken off a session. */
export interface RemovalRequestRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  participant_id: string;
  email: string | null;
  reason: string | null;
  requested_at: Date | string;
}

/**
 * `roster_unlisted_evaluations`: evaluations answered by a participant not (yet) on the session's
 * roster (a pre-course one before registering, issue 25). They join the person's entry when they
 * register, so the participant home and 'Responses: X out of Y' follow what they did.
 */
export interface UnlistedEvaluationRow extends Record<string, unknown> {
  /** `<session id>/<person key>` */
  id: string;
  session_id: string;
  person_key: string;
  participant_id: string;
  evaluations: SurveyType[];
}
