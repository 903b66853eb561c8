import { sessionStream, userStream, type Course, type Module, type Role } from "@wellbeing/domain";
import { newId } from "../infrastructure/commandContext";
import type { EmailIndex } from "../users/emailIndex";
import { existingStream, type GivenStream, type Sender } from "./commandSpecification";

// The people and sessions slice tests tell their stories with, as the streams that hold them.

export interface GivenPerson {
  readonly userId: string;
  readonly email: string;
  readonly name: string;
  /** Logged in as this person, in their role. */
  readonly as: Sender;
  /** Their user stream and their address's index stream. */
  readonly streams: ReadonlyArray<GivenStream>;
}

/** The auth user an answer holds for a given person (no organisation, proven address) acting in `role` among `roles`. */
export const signedInAs = (person: GivenPerson, role: Role | null, roles: ReadonlyArray<Role>) => ({
  isAuthenticated: true,
  userId: person.userId,
  name: person.name,
  email: person.email,
  role,
  users: roles,
  multipleUsers: roles.length > 1,
  localLead: null,
  organisation: null,
  localAuthorities: [],
  emailVerified: true,
  pendingEmail: null,
  language: null,
  nextUpgradeToTttStep: null,
});

/**
 * A person with an account in one role, holding a fresh address (proven unless said otherwise).
 * `emailIndex` names the address's index stream as the command API does.
 */
export const givenAccount = (
  emailIndex: EmailIndex,
  now: Date,
  options: {
    readonly role: Role;
    /** Further accounts the person holds (a trainer who is also a participant). */
    readonly otherRoles?: ReadonlyArray<Role>;
    readonly localLeadId?: string | null;
    readonly emailVerified?: boolean;
    readonly name?: string;
    /** Their password's hash (hashPassword); without one, no password opens the account. */
    readonly passwordHash?: string;
  },
): GivenPerson => {
  const userId = newId();
  const email = `${options.role.toLowerCase()}-${userId.slice(-12)}@example.org`;
  const name = options.name ?? `A ${options.role}`;
  const at = now.toISOString();
  return {
    userId,
    email,
    name,
    as: { userId, role: options.role },
    streams: [
      existingStream(emailIndex.streamOf(email), { type: "EmailClaimed", data: { userId, claimedAt: at } }),
      existingStream(userStream(userId), {
        type: "UserRegistered",
        data: {
          userId,
          email,
          name,
          passwordHash: options.passwordHash ?? "not-a-real-hash",
          roles: [options.role, ...(options.otherRoles ?? [])],
          organisation: null,
          localAuthorities: [],
          localLeadId: options.localLeadId ?? null,
          emailVerified: options.emailVerified ?? true,
          registeredAt: at,
        },
      }),
    ],
  };
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a remote session a month after `now` (or `daysAhead` days: 0 today, negative in the past) is, as its form sends it and its events carry it. */
export const sessionDetails = (
  now: Date,
  options: {
    readonly trainerIds: ReadonlyArray<string>;
    readonly capacity?: number;
    readonly course?: Course;
    readonly modules?: ReadonlyArray<Module>;
    readonly daysAhead?: number;
    /** The session's day itself (YYYY-MM-DD), instead of a number of days from `now`. */
    readonly sessionDate?: string;
  },
) => ({
  course: options.course ?? ("C5" as Course),
  modules: [...(options.modules ?? (["1", "2"] as const))],
  dates: [
    {
      sessionDate: options.sessionDate ?? new Date(now.getTime() + (options.daysAhead ?? 30) * DAY_MS).toISOString().slice(0, 10),
      startTime: "10:00",
      endTime: "12:00",
    },
  ],
  capacity: options.capacity ?? 10,
  remote: true,
  address: null,
  meetingPlatform: "teams" as const,
  meetingLink: "https://teams.microsoft.com/l/meetup-join/1",
  trainerIds: [...options.trainerIds],
  contactEmail: "trainer@example.org",
  extraInfo: null,
});

export type SessionDetails = ReturnType<typeof sessionDetails>;

/** The create/edit form (§2.9) that asks for these details. */
export const sessionFormOf = ({ trainerIds, ...details }: SessionDetails) => ({
  ...details,
  partnerTrainer1: trainerIds[0] ?? null,
  partnerTrainer2: trainerIds[1] ?? null,
});

export interface GivenSession {
  readonly sessionId: string;
  readonly shortId: string;
  readonly details: SessionDetails;
  readonly stream: GivenStream;
}

/** A remote session a month after `now` (or `daysAhead` days: 0 today, negative in the past), delivered by `trainerIds`. */
export const givenSession = (
  now: Date,
  options: {
    readonly scheduledBy: string;
    readonly trainerIds: ReadonlyArray<string>;
    readonly capacity?: number;
    readonly modules?: ReadonlyArray<Module>;
    /** Its date: days after `now` (30 unless told; 0 today, negative in the past). */
    readonly daysAhead?: number;
    readonly sessionDate?: string;
    /** Its short id, when a test finds the session by it (the default need not be one the short-id pattern accepts). */
    readonly shortId?: string;
  },
): GivenSession => {
  const sessionId = newId();
  const shortId = options.shortId ?? `s${sessionId.slice(-7)}`;
  const details = sessionDetails(now, options);
  return {
    sessionId,
    shortId,
    details,
    stream: existingStream(sessionStream(sessionId), {
      type: "SessionScheduled",
      data: { sessionId, shortId, ...details, scheduledBy: options.scheduledBy, scheduledAt: now.toISOString() },
    }),
  };
};
