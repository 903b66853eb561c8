import { isSameAddress, type RosterAttendee } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { addressStanding, loadAccount } from "../users/accounts";
import type { EmailIndex } from "../users/emailIndex";

const LOOKUPS_AT_ONCE = 10;

/**
 * Who an address on the roster is: its account (the key that seals it, and the participant
 * account) once the account's holder proved the address, else (no account, or one whose holder
 * has not followed their verification link) its e-mail index name as the key: what staff record
 * under an address reaches an account only through a proven address.
 */
const rosterPersonOf = async (deps: { store: EventStore; emailIndex: EmailIndex }, email: string): Promise<RosterAttendee> => {
  const { holder, addressKey } = await addressStanding(deps.store, deps.emailIndex, email);
  const account = holder ? await loadAccount(deps.store, holder) : null;
  if (!account?.emailVerified || !isSameAddress(account.email, email)) return { personKey: addressKey, email, participantId: null };
  return { personKey: account.userId, email, participantId: account.roles.includes("participant") ? account.userId : null };
};

/** The roster people of many addresses, a few lookups at a time. */
export const rosterPeopleOf = async (deps: { store: EventStore; emailIndex: EmailIndex }, emails: ReadonlyArray<string>): Promise<RosterAttendee[]> => {
  const people: RosterAttendee[] = [];
  for (let start = 0; start < emails.length; start += LOOKUPS_AT_ONCE) {
    people.push(...(await Promise.all(emails.slice(start, start + LOOKUPS_AT_ONCE).map((email) => rosterPersonOf(deps, email)))));
  }
  return people;
};
