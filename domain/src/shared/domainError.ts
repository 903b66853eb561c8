import { Data } from "effect";
import type { Message, MessageKey } from "../i18n/translate";

/** Field path (dot separated, e.g. `dates.0.endTime`) → the catalogue message of what is wrong with it. */
export type FieldMessages = Readonly<Record<string, Message>>;

/** Field path → its error in words, in the reader's language: what a 400 answers and a form shows. */
export type FieldErrors = Readonly<Record<string, string>>;

/** The input breaks a rule; each field says which. */
export class ValidationFailed extends Data.TaggedError("ValidationFailed")<{
  readonly fields: FieldMessages;
}> {}

/** The caller's role or relation to the thing does not allow the command; the reason is a catalogue message. */
export class NotAllowed extends Data.TaggedError("NotAllowed")<{ readonly reason: Message }> {}

/** Each thing a command or a path can name, with the catalogue message saying it was not found. */
export const NOT_FOUND_MESSAGES = {
  session: "request.noSession",
  user: "request.noUser",
  account: "request.noAccount",
  email: "request.noEmail",
  trainer: "request.noTrainer",
  "local lead": "request.noLocalLead",
  "staff member": "request.noStaffMember",
  "trainer in your group": "request.noTrainerInYourGroup",
  "group membership": "request.noGroupMembership",
  "group invitation": "request.noGroupInvitation",
  "scheduled email": "request.noScheduledEmail",
  "such page": "request.noSuchPage",
  course: "request.noCourse",
  document: "request.noDocument",
  certificate: "request.noCertificate",
} as const satisfies Record<string, MessageKey>;

export type MissingThing = keyof typeof NOT_FOUND_MESSAGES;

/** The thing the command is about does not exist (or no longer does). */
export class NotFound extends Data.TaggedError("NotFound")<{ readonly what: MissingThing }> {}

/** The command clashes with what already exists, e.g. an e-mail address already in use. */
export class Conflict extends Data.TaggedError("Conflict")<{
  readonly reason: Message;
  readonly field?: string;
}> {}

export type DomainError = ValidationFailed | NotAllowed | NotFound | Conflict;
