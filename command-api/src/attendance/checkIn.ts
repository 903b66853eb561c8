import { Either } from "effect";
import {
  NotAllowed,
  NotFound,
  ValidationFailed,
  isCheckInOpen,
  message,
  normaliseEmail,
  type Actor,
  type CheckInInput,
  type DomainError,
} from "@wellbeing/domain";
import type { CheckInTokens, EventStore } from "@wellbeing/platform";
import type { CommandContext } from "../infrastructure/commandContext";
import { newId } from "../infrastructure/commandContext";
import { participantAccount } from "../roster/participantAccount";
import { loadLiveSession } from "../roster/session";
import { markOnRegister, type Marked } from "./register";

/** Where a check-in landed: the session and date, and the mark standing. */
export interface CheckedIn extends Marked {
  readonly sessionId: string;
  readonly shortId: string;
}

/**
 * POST /api/check-in: the participant who opened a check-in code's link is recorded as come on its
 * date, when this deployment signed it and it works now (that date, 30 minutes before the start to
 * the end), and they are registered. `commandId` is the check-in page's, one per page load.
 */
export const checkIn = async (
  deps: { readonly store: EventStore; readonly checkInTokens: CheckInTokens },
  actor: Actor,
  { token, commandId }: CheckInInput,
  context: CommandContext,
): Promise<Either.Either<CheckedIn, DomainError>> => {
  const subject = deps.checkInTokens.subjectOf(token);
  if (!subject) return Either.left(new ValidationFailed({ fields: { token: message("attendance.codeInvalid") } }));
  const [account, session] = await Promise.all([participantAccount(deps.store, actor), loadLiveSession(deps.store, subject.sessionId)]);
  if (!account) return Either.left(new NotAllowed({ reason: message("product.notAllowed") }));
  if (!session) return Either.left(new NotFound({ what: "session" }));
  const day = session.dates.find((date) => date.sessionDate === subject.sessionDate);
  if (!day || !isCheckInOpen(day, context.now)) return Either.left(new ValidationFailed({ fields: { token: message("attendance.codeNotNow") } }));
  const marked = await markOnRegister(
    deps.store,
    session,
    { personKey: account.userId, participantId: account.userId, email: account.emailVerified && account.email ? normaliseEmail(account.email) : null },
    // A check-in is one person's once per date: the page's id (one per page load; any id from a page that
    // sends none) records it, the same id again is the same check-in, and another id finds it recorded.
    { sessionDate: day.sessionDate, mark: "attended", method: "qr", recordedBy: account.userId, recordedAs: "self", commandId: commandId ?? newId() },
    context,
  );
  return Either.map(marked, (mark) => ({ ...mark, sessionId: session.sessionId, shortId: session.shortId }));
};
