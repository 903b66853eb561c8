import type { AddressLike, Course, DateLike, MeetingPlatform, Module } from "@wellbeing/domain";

// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.
// Its JSON columns hold the session's dates and address exactly as its events carry them.

/** `sessions`: one row per session, carrying what the lists and the details screens show. */
export interface SessionRow extends Record<string, unknown> {
  id: string;
  short_id: string;
  course: Course;
  modules: Module[];
  dates: ReadonlyArray<DateLike>;
  first_date: string;
  last_date: string;
  capacity: number;
  remote: boolean;
  address: AddressLike | null;
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
