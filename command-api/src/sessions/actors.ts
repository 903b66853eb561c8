import { NotAllowed, type ActiveAccount, type Actor, type TrainerFacts, message } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadAccount, loadAccounts } from "../users/accounts";

/** The caller's account must still exist and hold the role the token names; null when it does. */
export const refusalOfActor = async (store: EventStore, actor: Actor): Promise<NotAllowed | null> => {
  const account = await loadAccount(store, actor.userId);
  return account && account.roles.includes(actor.role) ? null : new NotAllowed({ reason: message("product.notAllowed") });
};

/** What a session's rules need of a trainer's account. */
export const trainerFactsOf = (account: ActiveAccount): TrainerFacts => ({ userId: account.userId, roles: account.roles, localLeadId: account.localLeadId });

/** What the write side knows of these people (trainers chosen or delivering), from their own streams; unknown ids are absent. */
export const trainerFacts = async (store: EventStore, ids: ReadonlyArray<string | null>): Promise<TrainerFacts[]> => {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  const accounts = await loadAccounts(store, unique);
  return accounts.flatMap((account) => (account ? [trainerFactsOf(account)] : []));
};
