import type { RegisterUser } from "./commands";
import type { UserRegistered } from "./events";

// The person the user stream's tests tell their stories with.

type Registration = (typeof UserRegistered.Type)["data"];

/** Ana signs up as a participant (the registration's facts may be told otherwise). */
export const userRegistered = (facts: Partial<Registration> = {}): typeof UserRegistered.Type => ({
  type: "UserRegistered",
  data: {
    userId: "u-1",
    email: "ana@example.org",
    name: "Ana",
    passwordHash: "hash-1",
    roles: ["participant"],
    organisation: null,
    localAuthorities: [],
    localLeadId: null,
    registeredAt: "2026-11-21T09:00:00.000Z",
    ...facts,
  },
});

/** Ana's sign-up as a participant: the command `userRegistered` records (its facts may be told otherwise). */
export const registerUser = (facts: Partial<Omit<RegisterUser, "type">> = {}): RegisterUser => ({
  type: "RegisterUser",
  userId: "u-1",
  email: "ana@example.org",
  name: "Ana",
  passwordHash: "hash-1",
  roles: ["participant"],
  organisation: null,
  localAuthorities: [],
  localLeadId: null,
  now: "2026-11-21T09:00:00.000Z",
  ...facts,
});
