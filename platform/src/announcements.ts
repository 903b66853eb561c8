import { Either, Schema } from "effect";
import { LIVE_TOPICS, ROLES } from "@wellbeing/domain";

/** The channel the projector announces its commits on; the query API relays them to browsers. */
export const PROJECTIONS_CHANNEL = "projections";

const AudienceSchema = Schema.Struct({
  roles: Schema.Array(Schema.Literal(...ROLES)),
  userIds: Schema.Array(Schema.String),
});

const ChangeSchema = Schema.Struct({
  topic: Schema.Literal(...LIVE_TOPICS),
  ids: Schema.Array(Schema.String),
  audience: AudienceSchema,
});

const AnnouncementSchema = Schema.Struct({
  position: Schema.String,
  /** The projections that reached `position` with this commit. */
  projections: Schema.Array(Schema.String),
  changes: Schema.Array(ChangeSchema),
  /** When present: every projection stuck on an event now (nobody should wait for them). */
  failing: Schema.optional(Schema.Array(Schema.String)),
});

/** Who may learn that something changed: people acting in these roles, and these people. */
export type Audience = typeof AudienceSchema.Type;
/** A note that something users may see has changed. */
export type Change = typeof ChangeSchema.Type;
/** One projector commit: how far the read models are, which projections moved, what changed, which are stuck. */
export type Announcement = typeof AnnouncementSchema.Type;

const decode = Schema.decodeUnknownEither(Schema.parseJson(AnnouncementSchema));

export const parseAnnouncement = (payload: string): Announcement | null => {
  const result = decode(payload);
  return Either.isRight(result) ? result.right : null;
};
