import { Either } from "effect";
import { normaliseEmail, type Actor, type DomainError, type RosterCommand, type WalkInInput } from "@wellbeing/domain";
import { maxPosition } from "@wellbeing/platform";
import type { CommandApiDeps } from "../deps";
import type { CommandContext } from "../infrastructure/commandContext";
import { rosterPeopleOf } from "../roster/people";
import { decideOnRoster } from "../roster/writes";
import { sendSessionEmail } from "../sessionMail/sendEmails";
import { sessionToManage } from "../sessions/sessionToManage";
import { markOnRegister, type Marked } from "./register";

/**
 * POST attendance/walk-in: someone came without registering. They join the registered list (the
 * roster's AddWalkIn, no capacity check: staff record who came), are marked as come, and, when the
 * address has no participant account, get the session's invitation e-mail, whose link lets them
 * create one. The e-mail goes through the mail outbox like every invitation; when it fails the marks
 * stand (a 502 says so) and the invitation can be sent again from Invite & Promote.
 */
export const addWalkIn = async (
  deps: CommandApiDeps,
  actor: Actor,
  sessionId: string,
  input: WalkInInput,
  context: CommandContext,
): Promise<Either.Either<Marked & { readonly invitationFailed: boolean }, DomainError>> => {
  const managed = await sessionToManage(deps.store, actor, sessionId);
  if (Either.isLeft(managed)) return Either.left(managed.left);
  const email = normaliseEmail(input.email);
  const [attendee] = await rosterPeopleOf(deps, [email]);
  if (!attendee) throw new Error("an address without a roster person");
  const command: RosterCommand = { type: "AddWalkIn", sessionId, attendee, actorId: actor.userId, now: context.now.toISOString() };
  const registered = await decideOnRoster(deps, sessionId, () => command, context);
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const marked = await markOnRegister(
    deps.store,
    managed.right.session,
    attendee,
    { sessionDate: input.sessionDate, mark: "attended", method: "walkIn", recordedBy: actor.userId, recordedAs: actor.role, commandId: input.commandId },
    context,
  );
  if (Either.isLeft(marked)) return Either.left(marked.left);
  // Invited once, when they join the list: a repeat (a retry) joins nobody and sends nothing again.
  if (attendee.participantId !== null || registered.right.events.length === 0) return Either.right({ ...marked.right, invitationFailed: false });
  const invited = await sendSessionEmail(
    deps,
    actor,
    sessionId,
    { kind: "registration", surveyType: null, recipients: [email], extraInformation: null, sendId: input.commandId },
    context,
  );
  const invitationFailed = Either.isLeft(invited) || invited.right.notReached.length > 0;
  const position =
    Either.isRight(invited) && invited.right.position && marked.right.position
      ? maxPosition(invited.right.position, marked.right.position)
      : marked.right.position;
  return Either.right({ ...marked.right, position, invitationFailed });
};
