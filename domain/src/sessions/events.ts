import { Schema } from "effect";
import { COURSES, MEETING_PLATFORMS, MODULES } from "../constants";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";

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

/** A short id now names this session (its index stream guarantees uniqueness). */
export const ShortIdClaimed = defineEvent("ShortIdClaimed", { sessionId: Schema.String });

export const SessionEvent = Schema.Union(SessionScheduled);
export type SessionEvent = typeof SessionEvent.Type;
export type SessionDetails = Omit<(typeof SessionScheduled.Type)["data"], "sessionId" | "shortId" | "scheduledBy" | "scheduledAt">;

export const ShortIdEvent = Schema.Union(ShortIdClaimed);
export type ShortIdEvent = typeof ShortIdEvent.Type;

/** The contact e-mail is the scheduling person's: it is erased with them. */
export const sessionPersonalData: Record<string, PersonalDataRule> = {
  SessionScheduled: { subject: (data) => String(data.scheduledBy), fields: ["contactEmail"] },
};
