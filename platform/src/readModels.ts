import type { Course, MeetingPlatform, Module, Organisation, Role, SurveyType } from "@wellbeing/domain";

// The read-model tables: the projector writes them, the query API reads them. Their row shapes
// are the contract between the two.

/** The Postgres schema of the live read models. */
export const READ_MODEL_SCHEMA = "read_models";

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
}

export interface SessionDateRow {
  readonly sessionDate: string;
  readonly startTime: string | null;
  readonly endTime: string | null;
}

export interface AddressRow {
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly town: string;
  readonly postcode: string;
}

/** `sessions`: one row per session, carrying what the lists and the details screens show. */
export interface SessionRow extends Record<string, unknown> {
  id: string;
  short_id: string;
  course: Course;
  modules: Module[];
  dates: ReadonlyArray<SessionDateRow>;
  first_date: string;
  last_date: string;
  capacity: number;
  remote: boolean;
  address: AddressRow | null;
  meeting_platform: MeetingPlatform | null;
  meeting_link: string | null;
  contact_email: string | null;
  extra_info: string | null;
  trainer_ids: string[];
  confirmed_count: number;
  scheduled_by: string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** `session_reach`: the staff dashboard's reach, per session. */
export interface SessionReachRow extends Record<string, unknown> {
  session_id: string;
  trainer_ids: string[];
  participant_count: number;
  response_count: number;
  /** The responses by survey type (the Get Feedback section's 'Responses: X'). */
  survey_responses: Partial<Record<SurveyType, number>>;
}

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

/** A recipient of a session e-mail as the read models keep them: the address is null once erased. */
export interface MailRecipientRow {
  readonly personKey: string;
  readonly email: string | null;
}

/** `session_emails_sent`: one row per e-mail a session sent (§3 sentEmails). */
export interface SentSessionEmailRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  kind: "registration" | "reminder" | "surveyLink";
  survey_type: SurveyType | null;
  recipients: MailRecipientRow[];
  extra_information: string | null;
  sent_by: string | null;
  sent_at: Date | string;
  scheduled_email_id: string | null;
}

/** `session_emails_scheduled`: one row per scheduled e-mail and its state (§3 scheduledEmails). */
export interface ScheduledSessionEmailRow extends Record<string, unknown> {
  id: string;
  session_id: string;
  kind: "registration" | "reminder" | "surveyLink";
  survey_type: SurveyType | null;
  recipients: MailRecipientRow[];
  extra_information: string | null;
  due_at: Date | string;
  status: "pending" | "sent" | "cancelled" | "failed";
  /** Scheduled by the system (the follow-up evaluations), not a person. */
  automatic: boolean;
  scheduled_by: string | null;
  scheduled_at: Date | string;
  /** Why the last try failed, once it has. */
  failure: string | null;
  updated_at: Date | string;
}
