import { Schema } from "effect";
import { Language } from "../i18n/language";
import { ROLES } from "../roles";
import { Email, LoginPassword, NewPassword, PersonName, requiredField } from "../shared/fields";

/** POST /api/participant: a participant signs up. */
export const ParticipantSignUp = Schema.Struct({
  name: requiredField(PersonName),
  email: requiredField(Email),
  password: requiredField(NewPassword),
  /** The language for everything sent to them; the screen's language when not given. */
  language: Schema.optional(Language),
});
export type ParticipantSignUp = typeof ParticipantSignUp.Type;

/** POST /api/login. `loginRole` is the account the screen asks for (participant route, or staff). */
export const LogIn = Schema.Struct({
  email: requiredField(Email),
  password: requiredField(LoginPassword),
  loginRole: Schema.optional(Schema.Literal(...ROLES, "staff")),
});
export type LogIn = typeof LogIn.Type;

/** POST /api/select-role. */
export const SelectRole = Schema.Struct({ role: Schema.NullOr(Schema.Literal(...ROLES)) });
