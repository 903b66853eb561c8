import { Schema } from "effect";
import { IsoInstant, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { PublicSessionAnswer } from "../sessions/answers";
import { INVITEE_STATUSES } from "./inputs";

// What the roster endpoints answer (§2.10 drawer, §2.12 registration, §2.13 participant session detail).

const InviteeStatusAnswer = Schema.Literal(...INVITEE_STATUSES);

/** GET /api/sessions/:id/roster: the Manage Session drawer's lists (staff only). */
export const RosterAnswer = Schema.Struct({
  sessionId: Schema.String,
  capacity: Schema.Number,
  numberOfConfirmedParticipants: Schema.Number,
  spacesRemaining: Schema.Number,
  registrationOpen: Schema.Boolean,
  participantsEmails: Schema.Array(Schema.Struct({ email: Schema.NullOr(Schema.String), status: InviteeStatusAnswer })),
  /** `name` (invitees and attendees): the person's, when they have an account. */
  invitees: Schema.Array(
    Schema.Struct({
      email: Schema.NullOr(Schema.String),
      name: Schema.NullOr(Schema.String),
      status: Schema.Literal("new", "sent"),
      invitedAt: Schema.NullOr(IsoInstant),
      sentAt: Schema.NullOr(IsoInstant),
    }),
  ),
  attendees: Schema.Array(
    Schema.Struct({
      email: Schema.NullOr(Schema.String),
      name: Schema.NullOr(Schema.String),
      status: Schema.Literal("confirmed"),
      participantId: Schema.NullOr(Schema.String),
      selfRegistered: Schema.Boolean,
      registeredAt: Schema.NullOr(IsoInstant),
      evaluations: Schema.Array(SurveyTypeAnswer),
      /** §5: who completed the post-session evaluation cannot be removed. */
      postEvaluationDone: Schema.Boolean,
    }),
  ),
  specialRequirements: Schema.Array(
    Schema.Struct({ _id: Schema.String, createdAt: Schema.NullOr(IsoInstant), email: Schema.NullOr(Schema.String), message: Schema.NullOr(Schema.String) }),
  ),
  removalRequests: Schema.Array(
    Schema.Struct({ email: Schema.NullOr(Schema.String), reason: Schema.NullOr(Schema.String), requestedAt: Schema.NullOr(IsoInstant) }),
  ),
}).annotations({ identifier: "Roster" });
export type RosterAnswer = typeof RosterAnswer.Type;

/** GET /api/sessions/:shortId/registration: whether the page can still take a registration, and whether the caller has one. */
export const RegistrationStateAnswer = Schema.Struct({
  sessionId: Schema.String,
  /** Spaces remain (§4) that nobody holds or waits for (issue 29); a session that has ended takes no registration either way (`ended`). */
  registrationOpen: Schema.Boolean,
  /** The session's last date is before today (UK): registering is refused; staff may still list a late attendee. */
  ended: Schema.Boolean,
  spacesRemaining: Schema.Number,
  registered: Schema.Boolean,
  /** For a logged-in participant on the session's waiting list (issue 29): their place in line, or the space offered to them; else null. */
  waitingList: Schema.NullOr(
    Schema.Struct({ position: Schema.NullOr(Schema.Number), offer: Schema.NullOr(Schema.Struct({ offerId: Schema.String, expiresAt: IsoInstant })) }),
  ),
  /** For a logged-in participant: the earlier modules of the course this session skips for them (§2.8, modules in order; `modulesSkippedBy`); empty for anyone else. */
  skippedModules: Schema.Array(ModuleAnswer),
}).annotations({ identifier: "RegistrationState" });
export type RegistrationStateAnswer = typeof RegistrationStateAnswer.Type;

/** GET /api/participant/session-details/:id: the session as its registered participant sees it, meeting link included. */
export const ParticipantSessionAnswer = Schema.Struct({
  ...PublicSessionAnswer.fields,
  meetingLink: Schema.NullOr(Schema.String),
  registeredAt: Schema.NullOr(IsoInstant),
  evaluations: Schema.Array(SurveyTypeAnswer),
  postEvaluationDone: Schema.Boolean,
  /** The register records them as come on every date (issue 29): with the post evaluation, what its certificates need. */
  attendanceRecorded: Schema.Boolean,
  removalRequested: Schema.Boolean,
}).annotations({ identifier: "ParticipantSession" });
export type ParticipantSessionAnswer = typeof ParticipantSessionAnswer.Type;

/** PATCH /api/sessions/:sessionId/attendeesList: the list as saved. */
export const SavedAttendeesListAnswer = Schema.Struct({
  participantsEmails: Schema.Array(Schema.Struct({ email: Schema.String, status: Schema.optional(InviteeStatusAnswer) })),
  status: InviteeStatusAnswer,
}).annotations({ identifier: "SavedAttendeesList" });

/** PATCH /api/sessions/:sessionId/confirm-email */
export const ConfirmedRegistrationAnswer = Schema.Struct({ confirmedEmail: Schema.String, alreadyRegistered: Schema.Boolean }).annotations({
  identifier: "ConfirmedRegistration",
});
export type ConfirmedRegistrationAnswer = typeof ConfirmedRegistrationAnswer.Type;

/** DELETE /api/sessions/:sessionId/registration */
export const RemovalRequestedAnswer = Schema.Struct({ requested: Schema.Literal(true) }).annotations({ identifier: "RemovalRequested" });
