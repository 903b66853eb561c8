import { Either } from "effect";
import type { CommandApiDeps } from "../deps";
import type { CommandContext } from "../infrastructure/commandContext";
import { findAccountByEmail } from "../users/accounts";
import { passwordResetMail } from "./passwordMails";
import { recordPasswordLink } from "./passwordLinks";

/**
 * A forgotten password: when the address has an account, issue a reset link (an hour) and e-mail
 * it. An unknown address does nothing. Runs off the request path, so neither the answer nor its
 * timing tells the two apart.
 */
export const sendPasswordReset = async (
  deps: Pick<CommandApiDeps, "store" | "emailIndex" | "publicUrl" | "mailer">,
  email: string,
  context: CommandContext,
): Promise<void> => {
  const account = await findAccountByEmail(deps.store, deps.emailIndex, email);
  if (!account?.email) return;
  const link = await recordPasswordLink(deps, account.userId, "reset", context);
  if (Either.isLeft(link)) throw new Error(`password reset link refused: ${JSON.stringify(link.left)}`);
  await deps.mailer.send(passwordResetMail(account.email, link.right.url, account.language));
};
