import type { Actor } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { loadAccount } from "../users/accounts";

/** The participant's account, when the token's person still has one and acts as a participant. */
export const participantAccount = async (store: EventStore, actor: Actor) => {
  const account = await loadAccount(store, actor.userId);
  return account && actor.role === "participant" && account.roles.includes("participant") ? account : null;
};
