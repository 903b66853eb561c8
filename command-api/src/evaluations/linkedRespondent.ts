import { Either } from "effect";
import { ValidationFailed, emailIndexDecider, foldEvents, message, type DomainError, type EmailIndexEvent } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import { loadAccount } from "../users/accounts";
import type { EmailIndex } from "../users/emailIndex";
import type { Submitter } from "./submitEvaluation";
import type { SurveyLinkTokens } from "./surveyLinkTokens";

/**
 * Issue 25: who a survey link e-mailed to an address answers for, nobody being logged in. The token
 * names the address (by its index stream) and the session; the response counts for the participant
 * account holding that address now (the token proves the address is theirs). An address no participant
 * holds answers as a visitor; a token not signed for this session is refused (400), nothing recorded.
 */
export const linkedSubmitter = async (
  deps: { readonly store: EventStore; readonly emailIndex: EmailIndex; readonly surveyLinks: SurveyLinkTokens },
  sessionId: string,
  linkToken: string | undefined,
): Promise<Either.Either<Submitter, DomainError>> => {
  if (linkToken === undefined) return Either.right({ kind: "visitor" });
  const indexStream = deps.surveyLinks.addressOf(linkToken, sessionId);
  if (indexStream === null) return Either.left(new ValidationFailed({ fields: { linkToken: message("survey.linkNotValid") } }));
  const { events } = await readDomainEvents(deps.store, indexStream);
  const holder = foldEvents(emailIndexDecider, events as EmailIndexEvent[]).holder;
  const account = holder ? await loadAccount(deps.store, holder) : null;
  if (!account?.email || !account.roles.includes("participant") || deps.emailIndex.streamOf(account.email) !== indexStream)
    return Either.right({ kind: "visitor" });
  return Either.right({ kind: "participant", userId: account.userId, email: account.email, addressProven: true });
};
