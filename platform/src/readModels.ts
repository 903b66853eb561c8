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
