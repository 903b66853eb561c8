import { afterAll, beforeAll, expect, it } from "vitest";
import { ROSTER_TEXTS, rosterStream } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { participantCrowd } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// §4 under load: 200 participants press Register at the same moment for a session with 10 spaces.

const JWT_SECRET = "capacity-test-secret-long-enough-for-hs256-signing";
const PARTICIPANTS = 200;
const CAPACITY = 10;

let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;
const participants: Array<{ userId: string; email: string; cookie: string }> = [];

const createSession = async (): Promise<string> => {
  const created = await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: CAPACITY }));
  return created.body.id as string;
};

/** Every participant presses Register at once; `urlOf` says which running command API each one reaches. */
const registerAll = async (sessionId: string, urlOf: (index: number) => string) => {
  const started = performance.now();
  const answers = await Promise.all(
    participants.map(async (participant, index) => {
      const response = await fetch(`${urlOf(index)}/api/sessions/${sessionId}/confirm-email`, {
        method: "PATCH",
        headers: { "content-type": "application/json", cookie: participant.cookie },
        body: JSON.stringify({ email: participant.email, status: "confirmed" }),
      });
      return { participant, status: response.status, body: (await response.json()) as Record<string, unknown> };
    }),
  );
  return { answers, elapsedMs: Math.round(performance.now() - started) };
};

/** Exactly CAPACITY registered, the rest refused with the §4 text; the winners' user ids. */
const expectCapacityHeld = (answers: Awaited<ReturnType<typeof registerAll>>["answers"]): Set<string> => {
  const accepted = answers.filter((answer) => answer.status === 200);
  const refused = answers.filter((answer) => answer.status !== 200);
  expect(accepted).toHaveLength(CAPACITY);
  expect(accepted.every((answer) => answer.body.alreadyRegistered === false && answer.body.confirmedEmail === answer.participant.email)).toBe(true);
  expect(refused).toHaveLength(PARTICIPANTS - CAPACITY);
  expect(new Set(refused.map((answer) => `${answer.status} ${String(answer.body.error)}`))).toEqual(new Set([`409 ${ROSTER_TEXTS.sessionFull}`]));
  return new Set(accepted.map((answer) => answer.participant.userId));
};

/** The roster stream holds CAPACITY registrations of the winners, with counts 1..CAPACITY each once. */
const expectEventLog = async (sessionId: string, winners: Set<string>) => {
  const registrations = (await system.store.readStream(rosterStream(sessionId)))
    .filter((event) => event.type === "AttendeeRegistered")
    .map((event) => event.data as { participantId: string; confirmedCount: number });
  expect(registrations).toHaveLength(CAPACITY);
  expect(new Set(registrations.map((data) => data.participantId))).toEqual(winners);
  expect(registrations.map((data) => data.confirmedCount)).toEqual(Array.from({ length: CAPACITY }, (_, index) => index + 1));
};

beforeAll(async () => {
  system = await startTestSystem({ jwtSecret: JWT_SECRET });
  trainer = new ApiClient(system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  trainerId = (await trainer.get("/api/users/auth")).body.userId;

  participants.push(...(await participantCrowd(system, JWT_SECRET, PARTICIPANTS, "crowd")));
}, 180_000);

afterAll(async () => {
  await system.stop();
});

it("200 simultaneous registrations for 10 spaces: exactly 10 confirmed, the rest told the session is full, no duplicates anywhere", async () => {
  const sessionId = await createSession();
  const reachBefore = (await trainer.post("/api/all/dashboard")).body.participantCount as number;
  const { answers, elapsedMs } = await registerAll(sessionId, () => system.url);
  console.info(`${PARTICIPANTS} concurrent registrations for ${CAPACITY} spaces answered in ${elapsedMs} ms`);
  const winners = expectCapacityHeld(answers);
  const accepted = answers.filter((answer) => answer.status === 200);

  await expectEventLog(sessionId, winners);

  // Every read model: the session's count, the roster, the dashboard's reach.
  const readModels = () => system.db.withSchema("read_models");
  await eventually(async () => (await readModels().from("sessions").where({ id: sessionId }).first()).confirmed_count === CAPACITY);
  const confirmed = await readModels().from("roster_entries").where({ session_id: sessionId, status: "confirmed" }).select("participant_id");
  expect(new Set(confirmed.map((row: { participant_id: string }) => row.participant_id))).toEqual(winners);
  expect(confirmed).toHaveLength(CAPACITY);
  expect((await readModels().from("session_reach").where({ session_id: sessionId }).first()).participant_count).toBe(CAPACITY);
  expect((await trainer.get(`/api/session-details/${sessionId}`)).body).toMatchObject({ numberOfConfirmedParticipants: CAPACITY, spacesRemaining: 0 });
  expect((await trainer.get(`/api/sessions/${sessionId}/roster`)).body.attendees).toHaveLength(CAPACITY);
  expect((await trainer.post("/api/all/dashboard")).body.participantCount).toBe(reachBefore + CAPACITY);

  // Each winner, and only they, got one confirmation e-mail.
  const winnerEmails = accepted.map((answer) => answer.participant.email).sort();
  await eventually(async () => system.mail.messages().filter((mail) => mail.subject.includes(ROSTER_TEXTS.confirmationSubject)).length >= CAPACITY, 15_000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const confirmations = system.mail.messages().filter((mail) => mail.subject.includes(ROSTER_TEXTS.confirmationSubject));
  expect(confirmations.flatMap((mail) => mail.to).sort()).toEqual(winnerEmails);
}, 120_000);

it("two command APIs on one database: the roster stream's revision still holds the capacity", async () => {
  const { startSystem } = await import("@wellbeing/scripts");
  const second = await startSystem({ databaseUrl: system.database.url, jwtSecret: JWT_SECRET, port: 0, smtpUrl: system.mail.url });
  try {
    const sessionId = await createSession();
    const { answers, elapsedMs } = await registerAll(sessionId, (index) => (index % 2 === 0 ? system.url : second.url));
    console.info(`${PARTICIPANTS} concurrent registrations over two processes answered in ${elapsedMs} ms`);
    await expectEventLog(sessionId, expectCapacityHeld(answers));
    await eventually(async () => (await trainer.get(`/api/session-details/${sessionId}`)).body.numberOfConfirmedParticipants === CAPACITY);
  } finally {
    await second.stop();
  }
}, 120_000);
