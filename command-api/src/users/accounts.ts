import { accountOf, emailIndexDecider, foldEvents, userStream, type ActiveAccount, type EmailIndexEvent } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import type { EmailIndex } from "./emailIndex";

export const loadAccount = async (store: EventStore, userId: string): Promise<ActiveAccount | null> =>
  accountOf((await readDomainEvents(store, userStream(userId))).events);

/** The accounts of these people, in order (null where there is none), read side by side. */
export const loadAccounts = (store: EventStore, userIds: ReadonlyArray<string>): Promise<Array<ActiveAccount | null>> =>
  Promise.all(userIds.map((userId) => loadAccount(store, userId)));

/**
 * What an address's index stream says: who holds the address now, and the key that seals what is
 * kept about the address while no account speaks for it (an invitation, say). That key is named
 * after the index stream and how often the address was given up, so an address that returns after
 * its owner was erased starts with a fresh key instead of the destroyed one.
 */
export const addressStanding = async (store: EventStore, emailIndex: EmailIndex, email: string): Promise<{ holder: string | null; addressKey: string }> => {
  const streamId = emailIndex.streamOf(email);
  const { events } = await readDomainEvents(store, streamId);
  const releases = events.filter((event) => event.type === "EmailReleased").length;
  return {
    holder: foldEvents(emailIndexDecider, events as EmailIndexEvent[]).holder,
    addressKey: releases === 0 ? streamId : `${streamId}.${releases}`,
  };
};

/** Who holds an e-mail address now, per its index stream. */
export const holderOfEmail = async (store: EventStore, emailIndex: EmailIndex, email: string): Promise<string | null> =>
  (await addressStanding(store, emailIndex, email)).holder;

/** The account an e-mail address belongs to, read from the write side (never from a lagging read model). */
export const findAccountByEmail = async (store: EventStore, emailIndex: EmailIndex, email: string): Promise<ActiveAccount | null> => {
  const holder = await holderOfEmail(store, emailIndex, email);
  return holder ? loadAccount(store, holder) : null;
};
