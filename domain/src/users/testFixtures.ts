import type { RegisterUser } from "./commands";
import type { UserRegistered } from "./events";

// The person the user stream's tests tell their stories with.

type Registration = (typeof UserRegistered.Type)["data"];

/** Ana, a participant: the facts her sign-up gives. */
const ANA: Pick<RegisterUser, "userId" | "email" | "name" | "passwordHash" | "roles" | "organisation" | "localAuthorities" | "localLeadId"> = {
  userId: "u-1",
  email: "ana@example.org",
  name: "Ana",
  passwordHash: "hash-1",
  roles: ["participant"],
  organisation: null,
  localAuthorities: [],
  localLeadId: null,
};

const SIGNED_UP_AT = "2026-11-21T09:00:00.000Z";

/** Ana signs up as a participant (the registration's facts may be told otherwise). */
export const userRegistered = (facts: Partial<Registration> = {}): typeof UserRegistered.Type => ({
  type: "UserRegistered",
  data: { ...ANA, registeredAt: SIGNED_UP_AT, ...facts },
});

/** Ana's sign-up as a participant: the command `userRegistered` records (its facts may be told otherwise). */
export const registerUser = (facts: Partial<Omit<RegisterUser, "type">> = {}): RegisterUser => ({ type: "RegisterUser", ...ANA, now: SIGNED_UP_AT, ...facts });
