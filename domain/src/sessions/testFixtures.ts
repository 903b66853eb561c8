import { Either } from "effect";
import type { Actor, ScheduleSession, TrainerFacts } from "./commands";
import { decodeSessionForm, type SessionForm } from "./form";

// People and sessions the session decider's tests tell their stories with.

export const ADMIN = "00000000-0000-7000-8000-0000000000a1";
export const LEAD = "00000000-0000-7000-8000-0000000000b1";
export const OTHER_LEAD = "00000000-0000-7000-8000-0000000000b2";
export const TRAINER = "00000000-0000-7000-8000-0000000000c1";
export const OTHER_TRAINER = "00000000-0000-7000-8000-0000000000c2";
export const GROUP_TRAINER = "00000000-0000-7000-8000-0000000000c3";
export const PARTICIPANT = "00000000-0000-7000-8000-0000000000d1";

export const as = {
  admin: { userId: ADMIN, role: "admin" },
  lead: { userId: LEAD, role: "localLead" },
  otherLead: { userId: OTHER_LEAD, role: "localLead" },
  trainer: { userId: TRAINER, role: "trainer" },
  otherTrainer: { userId: OTHER_TRAINER, role: "trainer" },
  participant: { userId: PARTICIPANT, role: "participant" },
} as const satisfies Record<string, Actor>;

/** TRAINER and GROUP_TRAINER are in LEAD's group; OTHER_TRAINER is in OTHER_LEAD's. */
export const facts: Record<string, TrainerFacts> = {
  [LEAD]: { userId: LEAD, roles: ["localLead"], localLeadId: null },
  [OTHER_LEAD]: { userId: OTHER_LEAD, roles: ["localLead"], localLeadId: null },
  [TRAINER]: { userId: TRAINER, roles: ["trainer"], localLeadId: LEAD },
  [GROUP_TRAINER]: { userId: GROUP_TRAINER, roles: ["trainer"], localLeadId: LEAD },
  [OTHER_TRAINER]: { userId: OTHER_TRAINER, roles: ["trainer"], localLeadId: OTHER_LEAD },
  [PARTICIPANT]: { userId: PARTICIPANT, roles: ["participant"], localLeadId: null },
};

/** What the handler reads of these people's accounts. */
export const factsOf = (ids: ReadonlyArray<string | null>): TrainerFacts[] => [...new Set(ids)].flatMap((id) => (id && facts[id] ? [facts[id]] : []));

export const ONE_DATE = [{ sessionDate: "2026-12-01", startTime: "10:00", endTime: "12:00" }];

export const form = (overrides: Record<string, unknown> = {}): SessionForm =>
  Either.getOrThrow(
    decodeSessionForm({
      dates: ONE_DATE,
      remote: true,
      meetingPlatform: "teams",
      meetingLink: "https://teams.microsoft.com/l/meetup-join/1",
      course: "C5",
      modules: ["1", "2"],
      capacity: 10,
      partnerTrainer1: TRAINER,
      contactEmail: "trainer@example.org",
      ...overrides,
    }),
  );

export const schedule = (actor: Actor, overrides: Record<string, unknown> = {}): ScheduleSession => {
  const decoded = form(overrides);
  return {
    type: "ScheduleSession",
    sessionId: "s-1",
    shortId: "abcd2345",
    form: decoded,
    actor,
    trainers: factsOf([decoded.partnerTrainer1, decoded.partnerTrainer2]),
    now: "2026-11-21T09:00:00.000Z",
  };
};

/** The details a session scheduled with `form()` carries, with some changed. */
export const details = (overrides: Record<string, unknown> = {}) => ({
  course: "C5" as const,
  modules: ["1", "2"] as const,
  dates: ONE_DATE,
  capacity: 10,
  remote: true,
  address: null,
  meetingPlatform: "teams" as const,
  meetingLink: "https://teams.microsoft.com/l/meetup-join/1",
  trainerIds: [TRAINER],
  contactEmail: "trainer@example.org",
  extraInfo: null,
  ...overrides,
});

export const scheduled = (trainerIds: string[], scheduledBy: string, overrides: Record<string, unknown> = {}) => ({
  type: "SessionScheduled" as const,
  data: {
    sessionId: "s-1",
    shortId: "abcd2345",
    ...details({ trainerIds, ...overrides }),
    scheduledBy,
    scheduledAt: "2026-11-21T09:00:00.000Z",
  },
});

export const responseRecorded = (surveyType: "pre-course" | "post" = "pre-course") => ({
  type: "SessionResponseRecorded" as const,
  data: { sessionId: "s-1", surveyType },
});
