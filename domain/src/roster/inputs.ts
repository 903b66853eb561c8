import { Schema } from "effect";
import { LIMITS } from "../constants";
import { Email, FreeText, RequiredText, listOfAtMost, oneOf, requiredField } from "../shared/fields";
import { says, saying, type Said } from "../shared/fieldMessage";
import type { Message } from "../i18n/translate";

// What the roster endpoints accept (§7), each field with the specification's message.

export const INVITEE_STATUSES = ["new", "sent", "confirmed"] as const;

/** The most addresses one list may hold. */
export const MAX_LIST_EMAILS = 500;

const Message = FreeText(LIMITS.extraInfoMaxLength);

/**
 * PATCH /api/sessions/:sessionId/attendeesList: the whole list of one kind. `status` confirmed
 * saves the registered list; new or sent saves the invitee list.
 */
export const AttendeesListInput = Schema.Struct({
  participantsEmails: requiredField(
    listOfAtMost(
      Schema.Struct({
        email: requiredField(Email),
        status: Schema.optional(oneOf(INVITEE_STATUSES)),
      }),
      MAX_LIST_EMAILS,
      saying("roster.tooManyEmails"),
      { type: "object", required: ["email"], properties: { email: { type: "string" }, status: { type: "string", enum: [...INVITEE_STATUSES] } } },
    ),
  ),
  status: requiredField(oneOf(INVITEE_STATUSES)),
});
export type AttendeesListInput = typeof AttendeesListInput.Type;

/** PATCH /api/sessions/:sessionId/confirm-email: a participant registers with their address and an optional message. */
export const ConfirmEmailInput = Schema.Struct({
  email: requiredField(Email),
  message: Schema.optionalWith(Schema.NullOr(Message), { default: () => null }),
  status: requiredField(Schema.Literal("confirmed").annotations(saying("validation.required"))),
});
export type ConfirmEmailInput = typeof ConfirmEmailInput.Type;

/** DELETE /api/sessions/:sessionId/registration: the reason is required (§5). */
export const RemovalRequestInput = Schema.Struct({
  removalReason: requiredField(RequiredText.pipe(Schema.maxLength(LIMITS.extraInfoMaxLength, saying("roster.messageTooLong")))),
});
export type RemovalRequestInput = typeof RemovalRequestInput.Type;

const mustBeTicked = (message: Said) => Schema.Boolean.annotations({ message: () => message }).pipe(Schema.filter((ticked) => ticked || message));

/** The registration form of §2.12: an optional message, and two boxes that must be ticked (§5). */
export const RegistrationForm = Schema.Struct({
  message: Message,
  agreedToTerms: Schema.propertySignature(mustBeTicked(says("validation.mustAgreeTerms"))).annotations({
    missingMessage: () => says("validation.mustAgreeTerms"),
  }),
  confirmedAttendance: Schema.propertySignature(mustBeTicked(says("validation.mustConfirmAttendance"))).annotations({
    missingMessage: () => says("validation.mustConfirmAttendance"),
  }),
});
export type RegistrationForm = typeof RegistrationForm.Type;
