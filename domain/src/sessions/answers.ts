import { Schema } from "effect";
import { CourseAnswer, IsoInstant, MeetingPlatformAnswer, ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { AddressData, SessionDateData } from "./events";
import { AttendeesBasisAnswer } from "../attendance/responseBase";

// What the session endpoints answer (§2.10, §2.12, §7), field by field: nothing else leaves the service.

/** A session's trainer as the reads show them: a trainer whose account was erased has no name. */
export const SessionTrainerAnswer = Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) }).annotations({ identifier: "SessionTrainer" });
export type SessionTrainerAnswer = typeof SessionTrainerAnswer.Type;

/** A date and an address are answered as the session's events hold them. */
export const SessionDateAnswer = SessionDateData.annotations({ identifier: "SessionDate" });
export const AddressAnswer = AddressData.annotations({ identifier: "Address" });

/** What every read of a session tells of it: its details, its registration page, its row in a list. */
const summaryFields = {
  id: Schema.String,
  shortId: Schema.String,
  course: CourseAnswer,
  modules: Schema.Array(ModuleAnswer),
  dates: Schema.Array(SessionDateAnswer),
  capacity: Schema.Number,
  remote: Schema.Boolean,
  address: Schema.NullOr(AddressAnswer),
  trainers: Schema.Array(SessionTrainerAnswer),
  numberOfConfirmedParticipants: Schema.Number,
  spacesRemaining: Schema.Number,
};
export const SessionSummaryAnswer = Schema.Struct(summaryFields).annotations({ identifier: "SessionSummary" });
export type SessionSummaryAnswer = typeof SessionSummaryAnswer.Type;

/** What anyone with the link sees of a session on its registration page: never its meeting link. */
const publicFields = {
  ...summaryFields,
  meetingPlatform: Schema.NullOr(MeetingPlatformAnswer),
  /** Null once the person who scheduled the session was erased. */
  contactEmail: Schema.NullOr(Schema.String),
  extraInfo: Schema.NullOr(Schema.String),
};
export const PublicSessionAnswer = Schema.Struct(publicFields).annotations({ identifier: "PublicSession" });
export type PublicSessionAnswer = typeof PublicSessionAnswer.Type;

/** The session itself, as the people managing it see it. */
const managedFields = {
  ...publicFields,
  meetingLink: Schema.NullOr(Schema.String),
  createdAt: IsoInstant,
  updatedAt: IsoInstant,
};
export const ManagedSessionAnswer = Schema.Struct(managedFields).annotations({ identifier: "ManagedSession" });
export type ManagedSessionAnswer = typeof ManagedSessionAnswer.Type;

/** GET /api/session-details/:id: the session and what its managers see besides. */
export const SessionDetailsAnswer = Schema.Struct({
  ...managedFields,
  /** The trainers' local authorities. */
  region: Schema.Array(Schema.String),
  /** Evaluation responses recorded on the session so far (the ones that keep it from being deleted), by survey type (absent: none). */
  responseCounts: Schema.partial(Schema.Record({ key: SurveyTypeAnswer, value: Schema.Number })),
  /** Issue 25: the registered attendees who answered each evaluation, once each: 'Responses: X out of Y attendees' (never above Y). */
  attendeeResponseCounts: Schema.partial(Schema.Record({ key: SurveyTypeAnswer, value: Schema.Number })),
  /** 'Responses: X out of Y attendees': Y, the attendees the register says came (any date), or the confirmed attendees while no register was taken (issue 29). */
  responseRateAttendees: Schema.Number,
  /** What responseRateAttendees counts: `attended` (the register) or `registered` (no mark on the register yet). */
  attendeesBasis: AttendeesBasisAnswer,
  /** Issue 24 §4: responses from people not on the registered list (a visitor's pre-course one, say), shown apart, never in the attendees' rate. */
  otherResponseCounts: Schema.partial(Schema.Record({ key: SurveyTypeAnswer, value: Schema.Number })),
  /** Confirmed attendees who have not taken the previous module of the course (the warning banner). */
  participantsDidNotAttendPrevMods: Schema.Array(Schema.Struct({ email: Schema.String })),
}).annotations({ identifier: "SessionDetails" });
export type SessionDetailsAnswer = typeof SessionDetailsAnswer.Type;

/** POST /api/add-session: the new session's ids. */
export const CreatedSessionAnswer = Schema.Struct({ id: Schema.String, shortId: Schema.String }).annotations({ identifier: "CreatedSession" });
export type CreatedSessionAnswer = typeof CreatedSessionAnswer.Type;

/** A command about one session answers its id. */
export const SessionIdAnswer = Schema.Struct({ id: Schema.String }).annotations({ identifier: "SessionId" });

/** One of the people the caller may choose as a session's trainer. */
export const TrainerChoiceAnswer = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  role: Schema.Literal("localLead", "trainer"),
  isMe: Schema.Boolean,
}).annotations({ identifier: "TrainerChoice" });
export type TrainerChoiceAnswer = typeof TrainerChoiceAnswer.Type;

/** GET /api/fetch-trainers */
export const TrainerChoicesAnswer = Schema.Struct({ trainers: Schema.Array(TrainerChoiceAnswer) }).annotations({ identifier: "TrainerChoices" });
