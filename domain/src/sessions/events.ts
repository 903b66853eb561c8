import { Schema } from "effect";
import { COURSES, MEETING_PLATFORMS, MODULES, SURVEY_TYPES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { defineSliceEvents } from "../slice";

export const SessionDateData = Schema.Struct({
  sessionDate: Schema.String,
  startTime: Schema.NullOr(Schema.String),
  endTime: Schema.NullOr(Schema.String),
});

export const AddressData = Schema.Struct({
  addressLine1: Schema.String,
  addressLine2: Schema.NullOr(Schema.String),
  town: Schema.String,
  postcode: Schema.String,
});

/** The session details every session event carries in full, so projections never merge partial data. */
export const sessionDetailsFields = {
  course: Schema.Literal(...COURSES),
  modules: Schema.Array(Schema.Literal(...MODULES)),
  dates: Schema.Array(SessionDateData),
  capacity: Schema.Number,
  remote: Schema.Boolean,
  address: Schema.NullOr(AddressData),
  meetingPlatform: Schema.NullOr(Schema.Literal(...MEETING_PLATFORMS)),
  meetingLink: Schema.NullOr(Schema.String),
  trainerIds: Schema.Array(Schema.String),
  contactEmail: Erasable,
  extraInfo: Schema.NullOr(Schema.String),
};

/** A trainer, local lead or admin scheduled a new session. */
export const SessionScheduled = defineEvent("SessionScheduled", {
  sessionId: Schema.String,
  shortId: Schema.String,
  ...sessionDetailsFields,
  scheduledBy: Schema.String,
  scheduledAt: Instant,
});

/**
 * One of the session's trainers, their local lead or an admin changed the session: its full new
 * details, and the dates it had before so scheduled e-mails can follow a date change.
 */
export const SessionEdited = defineEvent("SessionEdited", {
  sessionId: Schema.String,
  ...sessionDetailsFields,
  previousDates: Schema.Array(SessionDateData),
  /** Whose contact e-mail the session carries: the person who scheduled it (see sessionPersonalData). */
  scheduledBy: Schema.String,
  editedBy: Schema.String,
  editedAt: Instant,
});

/** The session was deleted before any evaluation response; its short id stays claimed for good. */
export const SessionDeleted = defineEvent("SessionDeleted", {
  sessionId: Schema.String,
  shortId: Schema.String,
  /** Who delivered it, so every read model and audience can drop it without looking it up. */
  trainerIds: Schema.Array(Schema.String),
  deletedBy: Schema.String,
  deletedAt: Instant,
});

/**
 * An evaluation response was recorded for this session. The survey submission appends it to one of
 * the session's gate streams (issue 30; to the session's own stream before) in the same append as the
 * response, and a deletion closes every gate, so a session with responses can never be deleted by a race.
 */
export const SessionResponseRecorded = defineEvent("SessionResponseRecorded", {
  sessionId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
});

/**
 * An evaluation response to this session was withdrawn: staff took its respondent off the registered
 * list (§4), so it no longer counts, and once none is left the session can be deleted again.
 */
export const SessionResponseWithdrawn = defineEvent("SessionResponseWithdrawn", {
  sessionId: Schema.String,
  surveyType: Schema.Literal(...SURVEY_TYPES),
});

/**
 * A session's gate stream takes no more responses: the session was deleted, closing every gate in the
 * same append (issue 30). Its gate's SessionResponseRecorded and SessionResponseWithdrawn are the
 * session's, as on its own stream before the gates.
 */
export const SessionGateClosed = defineEvent("SessionGateClosed", { sessionId: Schema.String });

/** A short id now names this session (its index stream guarantees uniqueness). */
export const ShortIdClaimed = defineEvent("ShortIdClaimed", { sessionId: Schema.String });

/** The session a short id was claimed for was never recorded (its append failed): the id is free again. */
export const ShortIdReleased = defineEvent("ShortIdReleased", { sessionId: Schema.String });

export const SessionEvent = Schema.Union(SessionScheduled, SessionEdited, SessionDeleted, SessionResponseRecorded, SessionResponseWithdrawn);
export type SessionEvent = typeof SessionEvent.Type;
export type SessionDetails = Omit<(typeof SessionScheduled.Type)["data"], "sessionId" | "shortId" | "scheduledBy" | "scheduledAt">;

/** What a session's gate stream holds: a share of its response count, then its closing. */
export const SessionGateEvent = Schema.Union(SessionResponseRecorded, SessionResponseWithdrawn, SessionGateClosed);
export type SessionGateEvent = typeof SessionGateEvent.Type;

export const ShortIdEvent = Schema.Union(ShortIdClaimed, ShortIdReleased);
export type ShortIdEvent = typeof ShortIdEvent.Type;

/** The contact e-mail is the scheduling person's, whoever edits the session later: it is erased with them. */
export const sessionPersonalData: Record<string, PersonalDataRule> = {
  SessionScheduled: { subject: (data) => String(data.scheduledBy), fields: ["contactEmail"] },
  SessionEdited: { subject: (data) => String(data.scheduledBy), fields: ["contactEmail"] },
};

/** What the sessions slice records, for its slice value and sliceEvents.ts. */
export const sessionsSliceEvents = defineSliceEvents({ events: [SessionEvent, SessionGateClosed, ShortIdEvent], personalData: [sessionPersonalData] });
