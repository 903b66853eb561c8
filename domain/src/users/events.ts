import { Schema } from "effect";
import { Language } from "../i18n/language";
import { ROLES } from "../roles";
import { Erasable, Instant, defineEvent, type PersonalDataRule } from "../shared/events";
import { StaffEvent } from "../staff/staffEvents";

export const Organisation = Schema.Struct({ value: Schema.String, category: Schema.String });
export type Organisation = typeof Organisation.Type;

/** A person got an account: by signing up, by being added by staff, or at bootstrap. */
export const UserRegistered = defineEvent("UserRegistered", {
  userId: Schema.String,
  email: Erasable,
  name: Erasable,
  passwordHash: Erasable,
  roles: Schema.Array(Schema.Literal(...ROLES)),
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  localLeadId: Schema.NullOr(Schema.String),
  /** The address is known to be the person's from the start (demo seed, the production bootstrap admin); absent: unproven. */
  emailVerified: Schema.optional(Schema.Boolean),
  /** The language the person asked for their correspondence in; absent on accounts made before anyone was asked. */
  language: Schema.optional(Language),
  registeredAt: Instant,
});

/** An e-mail address (its index stream) now belongs to this user. */
export const EmailClaimed = defineEvent("EmailClaimed", { userId: Schema.String, claimedAt: Instant });

/** The user no longer holds the address, so someone else may claim it. */
export const EmailReleased = defineEvent("EmailReleased", { userId: Schema.String });

export const UserEvent = Schema.Union(UserRegistered, StaffEvent);
export type UserEvent = typeof UserEvent.Type;
export const EmailIndexEvent = Schema.Union(EmailClaimed, EmailReleased);
export type EmailIndexEvent = typeof EmailIndexEvent.Type;

export const userPersonalData: Record<string, PersonalDataRule> = {
  UserRegistered: { subject: (data) => String(data.userId), fields: ["email", "name", "passwordHash", "organisation"] },
};
