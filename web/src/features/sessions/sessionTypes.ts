import type { AddressLike, Course, DateLike, MeetingPlatform, Module, Role } from "@wellbeing/domain";

/** GET /api/session-details/:id */
export interface SessionDetails {
  readonly id: string;
  readonly shortId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
  readonly capacity: number;
  readonly remote: boolean;
  readonly address: AddressLike | null;
  readonly meetingPlatform: MeetingPlatform | null;
  readonly meetingLink: string | null;
  readonly contactEmail: string;
  readonly extraInfo: string | null;
  readonly trainers: ReadonlyArray<{ readonly id: string; readonly name: string }>;
  readonly numberOfConfirmedParticipants: number;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** One of the people GET /api/fetch-trainers lets the caller choose as a session's trainer. */
export interface TrainerChoice {
  readonly id: string;
  readonly name: string;
  readonly role: Role;
  readonly isMe: boolean;
}

/** POST /api/add-session answers the new session's ids. */
export interface CreatedSession {
  readonly id: string;
  readonly shortId: string;
}
