import { Either } from "effect";
import { NotAllowed, message, waitingListIndexStream, type Actor, type DomainError, type RosterCommand, type SessionSpaces } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import type { PersonTurns } from "../users/personsTurn";
import type { StoreDeps } from "./deps";
import { participantAccount } from "./participantAccount";
import { loadSessionSpaces } from "./session";
import { decideOnRoster, REGISTRATION_CONTENTION, type RosterChange, type RosterCompanion } from "./writes";

/** The participant's account as a waiting-list command needs it. */
export type WaitingAccount = NonNullable<Awaited<ReturnType<typeof participantAccount>>>;

/** Every join is noted in the person's waiting-list index in the same append: leaving the programme finds it there. */
const noteJoins: RosterCompanion = async (decisions, events) => {
  for (const event of events)
    if (event.type === "JoinedWaitingList")
      decisions.appendToIndex(waitingListIndexStream(event.data.participantId), [
        { type: "WaitingListNoted", data: { participantId: event.data.participantId, sessionId: event.data.sessionId } },
      ]);
  return Either.void;
};

/**
 * Decides a waiting-list command on the session's roster with the session's capacity and dates as they are
 * at decision time (inside the roster's turn), so what it frees is offered on the same revision. `actor`:
 * a participant command, decided in the person's turn with their account (a leaving under way finishes first).
 */
export const decideOnWaitingList = async (
  deps: StoreDeps & { readonly personTurns: PersonTurns },
  sessionId: string,
  context: CommandContext,
  commandOf: (spaces: SessionSpaces, account: WaitingAccount | null) => RosterCommand | DomainError,
  actor?: Actor,
): Promise<Either.Either<RosterChange, DomainError>> => {
  const decide = (account: WaitingAccount | null) =>
    decideOnRoster(
      deps,
      sessionId,
      async () => {
        const spaces = await loadSessionSpaces(deps.store, sessionId, context.now);
        return "_tag" in spaces ? spaces : commandOf(spaces, account);
      },
      context,
      REGISTRATION_CONTENTION,
      noteJoins,
    );
  if (!actor) return decide(null);
  return deps.personTurns.run(actor.userId, async () => {
    const account = await participantAccount(deps.store, actor);
    if (!account) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
    return decide(account);
  });
};
