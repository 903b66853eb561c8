import type { AddressLike, Course, DateLike, MeetingPlatform, Module, Role, SurveyType } from "@wellbeing/domain";

/** A session's trainer as the reads show them: a trainer whose account was erased has no name. */
export interface SessionTrainer {
  readonly id: string;
  readonly name: string | null;
}

/** What every read of a session tells of it: its details, its registration page, its row in a list. */
export interface SessionSummary {
  readonly id: string;
  readonly shortId: string;
  readonly course: Course;
  readonly modules: ReadonlyArray<Module>;
  readonly dates: ReadonlyArray<DateLike>;
  readonly capacity: number;
  readonly remote: boolean;
  readonly address: AddressLike | null;
  readonly trainers: ReadonlyArray<SessionTrainer>;
  readonly numberOfConfirmedParticipants: number;
  readonly spacesRemaining: number;
}

/** GET /api/session-details/:id */
export interface SessionDetails extends SessionSummary {
  readonly meetingPlatform: MeetingPlatform | null;
  readonly meetingLink: string | null;
  /** Null once the person who scheduled the session was erased. */
  readonly contactEmail: string | null;
  readonly extraInfo: string | null;
  /** The trainers' local authorities. */
  readonly region: ReadonlyArray<string>;
  /** Evaluation responses so far, by survey type (absent: none). */
  readonly responseCounts: Partial<Record<SurveyType, number>>;
  /** Confirmed attendees who have not taken the previous module of the course (the warning banner). */
  readonly participantsDidNotAttendPrevMods: ReadonlyArray<{ readonly email: string }>;
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
