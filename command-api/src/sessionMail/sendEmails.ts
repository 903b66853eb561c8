import { Either } from "effect";
import {
  ValidationFailed,
  emailableSurveyTypes,
  isSurveyLinkOf,
  sessionMailDecider,
  sessionMailStream,
  type Actor,
  type DomainError,
  type EmailDraft,
  type Recipient,
  type SessionEmailKind,
  type SurveyType,
  message,
} from "@wellbeing/domain";
import { maxPosition, type Position } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import { markInvitationsSent } from "../roster/markInvitationsSent";
import { rosterPeopleOf } from "../roster/people";
import { deliverSessionEmail } from "./delivery";
import { sessionToMail, type MailedSession } from "./managedSession";

export interface EmailRequest {
  readonly kind: SessionEmailKind;
  readonly surveyType: SurveyType | null;
  readonly recipients: ReadonlyArray<string>;
  readonly extraInformation: string | null;
  /** The link the survey screen shows, when it sent one: it must be this session's own. */
  readonly surveyUrl?: string;
  /** The sender's name for this e-mail: sent again with it, it reaches only the recipients not reached yet. */
  readonly sendId?: string | null;
}

export interface SentEmail {
  readonly emailId: string;
  readonly position: Position | null;
  /** The recipients the mail server refused or could not be reached for. */
  readonly notReached: ReadonlyArray<string>;
}

const later = (a: Position | null, b: Position | null): Position | null => (a && b ? maxPosition(a, b) : (a ?? b));

/**
 * A survey e-mail may only point to an evaluation of this session (§4: the post type follows its
 * modules); a link handed in must be the session's own (the e-mail carries the server's copy).
 */
export const checkSurveyType = (mailed: MailedSession, request: Pick<EmailRequest, "kind" | "surveyType" | "surveyUrl">): DomainError | null => {
  if (request.kind !== "surveyLink") return null;
  if (request.surveyType === null || !emailableSurveyTypes(mailed.session.modules).includes(request.surveyType)) {
    return new ValidationFailed({ fields: { surveyType: message("mail.surveyLinkMismatch") } });
  }
  if (request.surveyUrl !== undefined && !isSurveyLinkOf(request.surveyUrl, mailed.facts, request.surveyType)) {
    return new ValidationFailed({ fields: { surveyURL: message("mail.surveyLinkMismatch") } });
  }
  return null;
};

/**
 * Sends an e-mail of the session now (§2.11 Send Email): the rules are decided before anything
 * goes out, then each recipient gets their message, then what went out is recorded. Invitations
 * also mark the addresses as sent on the roster (status sent).
 */
export const sendSessionEmail = async (
  deps: CommandApiDeps,
  actor: Actor,
  sessionId: string,
  request: EmailRequest,
  context: CommandContext,
): Promise<Either.Either<SentEmail, DomainError>> => {
  const mailed = await sessionToMail(deps.store, actor, sessionId);
  if (Either.isLeft(mailed)) return Either.left(mailed.left);
  const wrongSurvey = checkSurveyType(mailed.right, request);
  if (wrongSurvey) return Either.left(wrongSurvey);

  const { sendId, ...content } = request;
  const draft: EmailDraft = { ...content, recipients: await rosterPeopleOf(deps, request.recipients) };
  const emailId = newId();
  const command = (recipients: EmailDraft["recipients"]) =>
    ({ type: "RecordEmailSent", sessionId, emailId, draft: { ...draft, recipients }, sentBy: actor.userId, now: context.now.toISOString() }) as const;
  // Nothing goes out unless it could be recorded: an empty list is refused before sending.
  const allowed = sessionMailDecider.decide(command(draft.recipients), sessionMailDecider.initialState);
  if (Either.isLeft(allowed)) return Either.left(allowed.left);

  // One outbox key per recipient of this e-mail: sent again, it goes only to those not reached yet.
  const idempotencyKeyOf = sendId ? (recipient: Recipient) => `session-email:${sessionId}:${sendId}:${recipient.email}` : undefined;
  const { delivered, failed } = await deliverSessionEmail(deps, draft, mailed.right.facts, draft.recipients, idempotencyKeyOf);
  const notReached = failed.map((failure) => failure.recipient.email);
  if (delivered.length === 0) return Either.right({ emailId, position: null, notReached });
  const recorded = await decideAndAppend({
    store: deps.store,
    streamId: sessionMailStream(sessionId),
    decider: sessionMailDecider,
    command: command(delivered),
    context,
  });
  if (Either.isLeft(recorded)) return Either.left(recorded.left);
  let position = recorded.right.position;
  if (request.kind === "registration") {
    const marked = await markInvitationsSent(
      deps,
      sessionId,
      delivered.map((recipient) => recipient.email),
      context,
    );
    if (Either.isRight(marked)) position = later(position, marked.right.position);
  }
  return Either.right({ emailId, position, notReached });
};
