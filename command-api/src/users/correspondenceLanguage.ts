import { isSameAddress, type Language } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { findAccountByEmail } from "./accounts";
import type { EmailIndex } from "./emailIndex";

/**
 * The language to write to an address in: the one its account holder chose, read from the write
 * side (never a lagging read model); null (both, Welsh first) for an address without an account
 * or whose holder was never asked.
 */
export const correspondenceLanguageOf = async (
  deps: { readonly store: EventStore; readonly emailIndex: EmailIndex },
  email: string,
): Promise<Language | null> => {
  const account = await findAccountByEmail(deps.store, deps.emailIndex, email);
  return account && isSameAddress(account.email, email) ? account.language : null;
};
