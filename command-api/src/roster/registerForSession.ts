import { Either } from "effect";
import {
  NotAllowed,
  NotFound,
  normaliseEmail,
  programmeDate,
  type Actor,
  type ConfirmEmailInput,
  type DomainError,
  type ScheduledSession,
  message,
} from "@wellbeing/domain";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import type { PersonTurns } from "../users/personsTurn";
import { participantAccount } from "./participantAccount";
import type { RosterDeps } from "./deps";
import { loadLiveSession } from "./session";
import { REGISTRATION_CONTENTION, decideOnRoster, type RosterChange } from "./writes";
import { sendRegistrationConfirmation } from "./sendRegistrationConfirmation";

/**
 * PATCH confirm-email: a participant registers themself with their account's address. Decided on
 * the roster stream's revision with the session's capacity and dates as they are now, so concurrent
 * registrations can never overfill it and a session that has ended takes none. The confirmation
 * e-mail (with its .ics file) follows.
 */
export const registerForSession = async (
  deps: RosterDeps & { readonly personTurns: PersonTurns },
  actor: Actor,
  sessionId: string,
  input: ConfirmEmailInput,
  context: CommandContext,
  onMailFailure: (error: unknown) => void,
): Promise<Either.Either<RosterChange & { readonly alreadyRegistered: boolean; readonly confirmedEmail: string }, DomainError>> => {
  let session = null as ScheduledSession | null;
  // The account is checked and the place taken in the person's turn: a leaving of the programme under way finishes first.
  const registered = await deps.personTurns.run(actor.userId, async () => {
    const account = await participantAccount(deps.store, actor);
    if (!account) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
    if (!account.email || normaliseEmail(account.email) !== input.email) return Either.left(new NotAllowed({ reason: message("roster.notYourEmail") }));
    return decideOnRoster(
      deps,
      sessionId,
      // The session (its capacity) as its stream says at decision time (an edit may have changed it while this waited its turn); read once, here.
      async () => {
        const current = (session = await loadLiveSession(deps.store, sessionId));
        if (!current) return new NotFound({ what: "session" });
        return {
          type: "RegisterParticipant",
          sessionId,
          participantId: account.userId,
          personKey: account.userId,
          email: input.email,
          emailVerified: account.emailVerified,
          message: input.message,
          requirementId: newId(),
          capacity: current.capacity,
          dates: current.dates,
          today: programmeDate(context.now),
          now: context.now.toISOString(),
        };
      },
      context,
      REGISTRATION_CONTENTION,
    );
  });
  if (Either.isLeft(registered)) return Either.left(registered.left);
  const alreadyRegistered = registered.right.events.length === 0;
  if (!alreadyRegistered && session) await sendRegistrationConfirmation(deps, session, input.email, actor.userId, context).catch(onMailFailure);
  return Either.right({ ...registered.right, alreadyRegistered, confirmedEmail: input.email });
};
