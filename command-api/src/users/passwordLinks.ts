import { Either } from "effect";
import {
  foldEvents,
  passwordLinkPath,
  passwordTokenDecider,
  passwordTokenStream,
  userDecider,
  userStream,
  type DomainError,
  type PasswordLinkPurpose,
  type PasswordTokenEvent,
} from "@wellbeing/domain";
import { linkTo, type EventStore, type Position } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { decideTogether } from "../infrastructure/decideTogether";
import { hashLinkToken, newLinkToken } from "./linkTokens";

/** The page a set-password link opens: `<publicUrl>/reset-password/<token>` (`?invitation=1` for a new staff member). */
const passwordLinkUrl = (publicUrl: string, token: string, purpose: PasswordLinkPurpose): string => linkTo(publicUrl, passwordLinkPath(token, purpose));

/** Who a token was issued to (by its hash), per the token's own stream; null for a token never issued. */
export const holderOfPasswordToken = async (store: EventStore, tokenHash: string): Promise<string | null> => {
  const { events } = await readDomainEvents(store, passwordTokenStream(tokenHash));
  return foldEvents(passwordTokenDecider, events as PasswordTokenEvent[]).userId;
};

/**
 * Records a new set-password link for an account, as one decision over two streams appended as one:
 * the token's stream names the person, and the person's stream records the token's hash and expiry
 * (never one without the other). Answers the absolute URL to e-mail.
 */
export const recordPasswordLink = async (
  deps: { store: EventStore; publicUrl: string },
  userId: string,
  purpose: PasswordLinkPurpose,
  context: CommandContext,
): Promise<Either.Either<{ url: string; position: Position | null }, DomainError>> => {
  const token = newLinkToken();
  const tokenHash = hashLinkToken(token);
  const recorded = await decideTogether(deps.store, context, async (decisions): Promise<Either.Either<unknown, DomainError>> => {
    const assigned = await decisions.decide(passwordTokenStream(tokenHash), passwordTokenDecider, { type: "AssignPasswordToken", userId });
    if (Either.isLeft(assigned)) return assigned;
    return decisions.decide(userStream(userId), userDecider, { type: "IssuePasswordLink", tokenHash, purpose, now: context.now.toISOString() });
  });
  return Either.map(recorded, ({ position }) => ({ url: passwordLinkUrl(deps.publicUrl, token, purpose), position }));
};

/**
 * Issues a link with which a person sets their own password: "reset" (forgotten password, valid an
 * hour) or "invitation" (a staff member an admin added, valid 7 days). Answers the absolute URL to
 * put in an e-mail; throws when the person has no account (a bug in the caller).
 */
export const issuePasswordLink = async (
  deps: { store: EventStore; publicUrl: string; clock: () => Date },
  userId: string,
  purpose: PasswordLinkPurpose,
  context: Omit<CommandContext, "now"> = { actorId: null, correlationId: `password-link-${userId}` },
): Promise<string> => {
  const result = await recordPasswordLink(deps, userId, purpose, { ...context, now: deps.clock() });
  if (Either.isLeft(result)) throw new Error(`no password link for ${userId}: ${JSON.stringify(result.left)}`);
  return result.right.url;
};
