import { randomUUID } from "node:crypto";
import { CURRENT_SCHEMA_VERSION, foldEvents, sessionDecider, sessionStream, type SessionEvent, type SurveyType } from "@wellbeing/domain";
import { createSmtpMailer, encodePosition, toDomainEvent } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import type { TestSystem } from "./testSystem";

// The people of the session management tests: the demo accounts plus a second local lead with a
// trainer of their own, so "someone else's" trainer and lead exist.

export type CastMember = "admin" | "lead" | "trainer" | "participant" | "otherLead" | "otherTrainer";

export interface SessionCast {
  readonly as: Record<CastMember | "anonymous", ApiClient>;
  readonly ids: Record<CastMember, string>;
}

const register = (system: TestSystem, email: string, name: string, roles: Array<"trainer" | "localLead">, localLeadId: string | null) =>
  registerAccount(system, { email, name, roles, localAuthorities: ["Torfaen"], localLeadId });

export const assembleSessionCast = async (system: TestSystem): Promise<SessionCast> => {
  const otherLead = await register(system, "other.lead@demo.test", "Olly Otherlead", ["localLead"], null);
  await register(system, "other.trainer@demo.test", "Otto Othertrainer", ["trainer"], otherLead);
  const emails: Record<CastMember, string> = {
    admin: DEMO_ACCOUNTS.admin,
    lead: DEMO_ACCOUNTS.lead,
    trainer: DEMO_ACCOUNTS.trainer,
    participant: DEMO_ACCOUNTS.participant,
    otherLead: "other.lead@demo.test",
    otherTrainer: "other.trainer@demo.test",
  };
  const as = { anonymous: new ApiClient(system.url) } as Record<CastMember | "anonymous", ApiClient>;
  const ids = {} as Record<CastMember, string>;
  for (const member of Object.keys(emails) as CastMember[]) {
    as[member] = new ApiClient(system.url);
    ids[member] = (await as[member].logIn(emails[member], DEMO_PASSWORD)).userId;
  }
  return { as, ids };
};

export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid session form (face to face, one date, module 1) delivered by `trainerId`. */
export const sessionForm = (trainerId: string, overrides: Record<string, unknown> = {}) => ({
  dates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }],
  remote: false,
  address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
  meetingPlatform: null,
  meetingLink: null,
  course: "C5",
  modules: ["1"],
  capacity: 12,
  partnerTrainer1: trainerId,
  partnerTrainer2: null,
  contactEmail: "trainer@demo.test",
  extraInfo: null,
  ...overrides,
});

/** A valid online session's form (Zoom, one date in two weeks, module 1, 10 places) delivered by `trainerId`. */
export const onlineSessionForm = (trainerId: string, overrides: Record<string, unknown> = {}) => ({
  dates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }],
  remote: true,
  meetingPlatform: "zoom",
  meetingLink: "https://zoom.us/j/123",
  course: "C5",
  modules: ["1"],
  capacity: 10,
  partnerTrainer1: trainerId,
  contactEmail: DEMO_ACCOUNTS.trainer,
  ...overrides,
});

/** Schedules a session through the API; answers its ids and the consistency token. */
export const createSession = async (client: ApiClient, form: Record<string, unknown>) => {
  const created = await client.post("/api/add-session", form);
  if (created.status !== 201) throw new Error(`session not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { id: created.body.id as string, shortId: created.body.shortId as string, token: created.headers.get("x-consistency-token")! };
};

/** A participant registers for a session with their account's address, as the registration page does. */
export const registerFor = (client: ApiClient, sessionId: string, email: string) =>
  client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed" });

/**
 * A participant registered themself for a session while it was still upcoming, the day before its first
 * date: for tests of sessions that have happened, which take no registration today. The same command as
 * the registration page's (and its confirmation e-mail), run in-process with a clock of that day; the
 * client's reads then wait for it, as after its own write. Answers like registerFor; `message` is what
 * the registration page's special-requirements field would send.
 */
export const registerBeforeItEnded = async (system: TestSystem, client: ApiClient, sessionId: string, email: string, message: string | null = null) => {
  const { registerForSession, PersonTurns } = await import("@wellbeing/command-api");
  const { userId } = (await client.get("/api/users/auth")).body as { userId: string };
  const session = foldEvents(sessionDecider, (await system.store.readStream(sessionStream(sessionId))).map(toDomainEvent) as SessionEvent[]);
  const firstDate = session.status === "scheduled" ? [...session.dates].map((date) => date.sessionDate).sort()[0]! : inDays(0);
  const dayBefore = new Date(Math.min(Date.now(), Date.parse(`${firstDate}T12:00:00Z`) - 86_400_000));
  const mailer = createSmtpMailer(system.mail.url);
  try {
    const deps = {
      store: system.store,
      personTurns: new PersonTurns(system.db),
      emailIndex: system.emailIndex,
      surveyLinks: system.surveyLinks,
      clock: () => dayBefore,
      mailer,
      publicUrl: system.url,
    };
    const registered = await registerForSession(
      deps,
      { userId, role: "participant" },
      sessionId,
      { email, message, status: "confirmed" },
      { actorId: userId, correlationId: "test", now: dayBefore },
      (error) => {
        throw error;
      },
    );
    if (registered._tag === "Left") return { status: 409, body: registered.left };
    if (registered.right.position) client.rememberWrite(encodePosition(registered.right.position));
    return { status: 200, body: { confirmedEmail: registered.right.confirmedEmail, alreadyRegistered: registered.right.alreadyRegistered } };
  } finally {
    await mailer.close();
  }
};

/**
 * Records an evaluation response on the session's stream, as the survey submission of a later
 * issue will (there is no endpoint for it yet).
 */
export const recordResponse = async (system: TestSystem, sessionId: string, surveyType: SurveyType) => {
  const stream = await system.store.readStream(sessionStream(sessionId));
  await system.store.append(
    sessionStream(sessionId),
    [
      {
        eventId: randomUUID(),
        type: "SessionResponseRecorded",
        data: { sessionId, surveyType },
        metadata: { actorId: null, correlationId: "test", causationId: null, occurredAt: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION },
      },
    ],
    { expectedRevision: stream.at(-1)!.revision },
  );
};
