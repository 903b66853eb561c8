import { emailIndexDecider, foldEvents, staffDecider, userDecider, userStream, withStaffStanding, type AccountView, type DomainEvent, type EmailIndexEvent, type UserState, type UserStreamEvent } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { readDomainEvents } from "../infrastructure/aggregateStore";
import type { EmailIndex } from "./emailIndex";

export type ActiveAccount = Extract<UserState, { status: "active" }>;

/** The account a person's user stream folds to, or null when it is not active. */
export const accountOf = (events: ReadonlyArray<DomainEvent>): ActiveAccount | null => {
  const state = foldEvents(userDecider, events as UserStreamEvent[]);
  // As the staff directory stands it: an archived person keeps only their other accounts; their group is the current one.
  return state.status === "active" ? withStaffStanding(state, foldEvents(staffDecider, events as DomainEvent[])) : null;
};

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
export const addressStanding = async (
  store: EventStore,
  emailIndex: EmailIndex,
  email: string,
): Promise<{ holder: string | null; addressKey: string }> => {
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

export const accountViewOf = (account: ActiveAccount): AccountView => ({
  userId: account.userId,
  name: account.name,
  email: account.email,
  roles: account.roles,
  localLeadId: account.localLeadId,
  organisation: account.organisation,
  localAuthorities: account.localAuthorities,
  emailVerified: account.emailVerified,
  pendingEmail: account.pendingEmail,
});
