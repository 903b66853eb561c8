import type { MeetingPlatform, SurveyType } from "@wellbeing/domain";
import type { SessionSummary } from "../sessions/sessionTypes";

// What the roster endpoints answer (see query-api/src/roster).

export type InviteeStatus = "new" | "sent" | "confirmed";

/** GET /api/sessions/:id/roster */
export interface RosterView {
  readonly sessionId: string;
  readonly capacity: number;
  readonly numberOfConfirmedParticipants: number;
  readonly spacesRemaining: number;
  readonly registrationOpen: boolean;
  readonly participantsEmails: ReadonlyArray<{ readonly email: string | null; readonly status: InviteeStatus }>;
  /** `name`: the person's, when they have an account. */
  readonly invitees: ReadonlyArray<{ readonly email: string | null; readonly name: string | null; readonly status: "new" | "sent"; readonly invitedAt: string | null; readonly sentAt: string | null }>;
  readonly attendees: ReadonlyArray<{
    readonly email: string | null;
    readonly name: string | null;
    readonly status: "confirmed";
    readonly participantId: string | null;
    readonly selfRegistered: boolean;
    readonly registeredAt: string | null;
    readonly evaluations: ReadonlyArray<SurveyType>;
    readonly postEvaluationDone: boolean;
  }>;
  readonly specialRequirements: ReadonlyArray<{ readonly _id: string; readonly createdAt: string | null; readonly email: string | null; readonly message: string | null }>;
  readonly removalRequests: ReadonlyArray<{ readonly email: string | null; readonly reason: string | null; readonly requestedAt: string | null }>;
}

/** GET /api/sessions/:shortId: what a registration page shows of a session. */
export interface PublicSession extends SessionSummary {
  readonly meetingPlatform: MeetingPlatform | null;
  readonly contactEmail: string | null;
  readonly extraInfo: string | null;
}

/** GET /api/sessions/:shortId/registration */
export interface RegistrationState {
  readonly sessionId: string;
  readonly registrationOpen: boolean;
  readonly spacesRemaining: number;
  readonly registered: boolean;
}

/** PATCH /api/sessions/:sessionId/confirm-email */
export interface ConfirmedRegistration {
  readonly confirmedEmail: string;
  readonly alreadyRegistered: boolean;
}

/** GET /api/participant/session-details/:id */
export interface ParticipantSession extends PublicSession {
  readonly meetingLink: string | null;
  readonly registeredAt: string | null;
  readonly evaluations: ReadonlyArray<SurveyType>;
  readonly postEvaluationDone: boolean;
  readonly removalRequested: boolean;
}
