import { Either } from "effect";
import { NotFound, accountOf, userDecider, userStream, type DomainError } from "@wellbeing/domain";
import type { EventStore, Mailer, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { assignEmailVerificationToken, mailEmailVerification, newVerificationToken, verificationAddressIn } from "./emailVerificationLinks";

type Deps = { store: EventStore; mailer: Mailer; publicUrl: string };

interface VerificationSent {
  readonly email: string;
  readonly position: Position | null;
  /** False when the mail server refused it (`onMailFailure` was told): the link is recorded, a new one can be asked for. */
  readonly delivered: boolean;
}

/**
 * Records a verification link (24 hours) for whatever address of the person awaits proof (the
 * pending new one, else their own while unproven) and e-mails it there. Nothing awaiting proof is
 * a conflict.
 */
export const sendEmailVerification = async (
  deps: Deps,
  userId: string,
  context: CommandContext,
  onMailFailure: (error: unknown) => void,
): Promise<Either.Either<VerificationSent, DomainError>> => {
  const token = newVerificationToken();
  const issued = await decideAndAppend({
    store: deps.store,
    streamId: userStream(userId),
    decider: userDecider,
    command: { type: "IssueEmailVerification", tokenHash: token.tokenHash, now: context.now.toISOString() },
    context,
  });
  if (Either.isLeft(issued)) return Either.left(issued.left);
  const email = verificationAddressIn(issued.right.events);
  if (email === null) return Either.left(new NotFound({ what: "user" }));
  const assigned = await assignEmailVerificationToken(deps.store, userId, token, context);
  if (Either.isLeft(assigned)) return Either.left(assigned.left);
  const language = accountOf(issued.right.stream)?.language ?? null;
  const delivered = await mailEmailVerification(deps, email, token, language).then(
    () => true,
    (error: unknown) => {
      onMailFailure(error);
      return false;
    },
  );
  return Either.right({ email, position: issued.right.position, delivered });
};

/** Sign-up: the new account's first verification link. The account stands whatever happens to the e-mail; a failure is only reported. */
export const sendSignUpVerification = async (deps: Deps, userId: string, context: CommandContext, onFailure: (error: unknown) => void): Promise<void> => {
  const sent = await sendEmailVerification(deps, userId, context, onFailure);
  if (Either.isLeft(sent)) onFailure(sent.left);
};
