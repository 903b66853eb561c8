import { Either } from "effect";
import {
  emailVerificationTokenDecider,
  emailVerificationTokenStream,
  foldEvents,
  pathTo,
  type DomainError,
  type DomainEvent,
  type EmailVerificationTokenEvent,
  type Language,
} from "@wellbeing/domain";
import { linkTo, type EventStore, type Mailer } from "@wellbeing/platform";
import { decideAndAppend, readDomainEvents } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";
import { emailVerificationMail } from "./emailVerificationMail";
import { hashLinkToken, newLinkToken } from "./linkTokens";

/** The page a verification link opens: `<publicUrl>/verify-email/<token>`. */
const emailVerificationUrl = (publicUrl: string, token: string): string => linkTo(publicUrl, pathTo("verifyEmail", { token }));

/** Who a verification token was issued to (by its hash), per the token's own stream; null for a token never issued. */
export const holderOfEmailVerificationToken = async (store: EventStore, tokenHash: string): Promise<string | null> => {
  const { events } = await readDomainEvents(store, emailVerificationTokenStream(tokenHash));
  return foldEvents(emailVerificationTokenDecider, events as EmailVerificationTokenEvent[]).userId;
};

export interface NewVerificationToken {
  readonly token: string;
  readonly tokenHash: string;
}

export const newVerificationToken = (): NewVerificationToken => {
  const token = newLinkToken();
  return { token, tokenHash: hashLinkToken(token) };
};

/**
 * Names the person on the token's own stream, once their stream recorded the token's hash (so a
 * refused command records nothing at all). Interrupted in between, the link just fails and a new
 * one can be asked for.
 */
export const assignEmailVerificationToken = async (
  store: EventStore,
  userId: string,
  token: NewVerificationToken,
  context: CommandContext,
): Promise<Either.Either<void, DomainError>> => {
  const assigned = await decideAndAppend({
    store,
    streamId: emailVerificationTokenStream(token.tokenHash),
    decider: emailVerificationTokenDecider,
    command: { type: "AssignEmailVerificationToken", userId },
    context,
  });
  return Either.map(assigned, () => undefined);
};

/** The address a decision just sent a verification link to, if it did. */
export const verificationAddressIn = (events: ReadonlyArray<DomainEvent>): string | null => {
  const issued = events.find((event) => event.type === "EmailVerificationIssued");
  return issued?.type === "EmailVerificationIssued" ? issued.data.email : null;
};

/** E-mails the link of a token just recorded to the address it proves. */
export const mailEmailVerification = (
  deps: { mailer: Mailer; publicUrl: string },
  email: string,
  token: NewVerificationToken,
  language: Language | null,
): Promise<void> => deps.mailer.send(emailVerificationMail(email, emailVerificationUrl(deps.publicUrl, token.token), language));
