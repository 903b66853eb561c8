import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROSTER_TEXTS, rosterStream, type RosterEvent } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { isTo, registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Issue 29: a space freed on a full session goes to the first on its waiting list by e-mail (real SMTP),
// held 24 hours; accepting registers them; an offer left unanswered expires when its timer (a pg-boss job)
// fires, and the next freed space goes to the next in line. The system's clock is the test's: the timer is
// made due by moving the clock past the offer's expiry and the job's start to now, never by waiting.

const DAY_MS = 86_400_000;
let clockOffsetMs = 0;
let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;

/** A participant with a proven address, logged in; `language` is the one they chose for e-mails. */
const participant = async (name: string, language?: "cy" | "en") => {
  const email = `${name}@example.org`;
  const userId = await registerAccount(system, { email, name, roles: ["participant"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  if (language) expect((await client.request("PATCH", "/api/users/language", { language })).status).toBeLessThan(300);
  return { email, userId, client };
};

const rosterEvents = async (sessionId: string) => (await system.store.readStream(rosterStream(sessionId))) as unknown as RosterEvent[];
const offersIn = async (sessionId: string) => (await rosterEvents(sessionId)).flatMap((event) => (event.type === "SpaceOffered" ? [event.data] : []));
const offerMailTo = (address: string) => system.mail.waitFor((mail) => isTo(address)(mail) && mail.text.includes("/waiting-list/"));

beforeAll(async () => {
  system = await startTestSystem({
    clock: () => new Date(Date.now() + clockOffsetMs),
    scheduler: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 3 },
  });
  trainer = new ApiClient(system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  trainerId = (await trainer.get("/api/users/auth")).body.userId;
}, 120_000);

afterAll(async () => {
  await system.stop();
});

describe("a freed space on a full session", () => {
  it("goes to the first waiting by e-mail, in their language; they accept and are registered; the next space goes to the second once the first offer expires", async () => {
    const sessionId = (await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: 1 }))).body.id as string;
    const [ana, ben, cai, dee] = [await participant("ana"), await participant("ben", "cy"), await participant("cai"), await participant("dee", "en")];
    expect((await ana.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: ana.email, status: "confirmed" })).status).toBe(200);

    // Full: registering is refused, joining the waiting list is not; first come, first served.
    expect((await ben.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: ben.email, status: "confirmed" })).body.error).toBe(
      ROSTER_TEXTS.sessionFull,
    );
    for (const person of [ben, cai, dee]) expect((await person.client.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(200);
    const caiPlace = await eventually(async () => {
      const place = (await cai.client.get(`/api/participant/waiting-list/${sessionId}`)).body;
      return place.position === 2 && place;
    });
    expect(caiPlace).toMatchObject({ status: "waiting", full: true });

    // The trainer takes Ana off the registered list: Ben is offered the space in the same decision, and e-mailed once, in Welsh.
    expect((await trainer.request("PATCH", `/api/sessions/${sessionId}/attendeesList`, { participantsEmails: [], status: "confirmed" })).status).toBe(200);
    const [first] = await offersIn(sessionId);
    expect(first).toMatchObject({ participantId: ben.userId, offeredBy: null });
    expect(new Date(first!.expiresAt).getTime() - new Date(first!.offeredAt).getTime()).toBe(DAY_MS);
    const benMail = await offerMailTo(ben.email);
    expect(benMail.subject).toMatch(/^Mae lle ar gael/);
    expect(benMail.text).toContain(`/waiting-list/${sessionId}`);
    // Someone else cannot take the space held for Ben.
    expect((await cai.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: cai.email, status: "confirmed" })).status).toBe(409);
    // The trainer's write, Ben's read: his page shows the offer once the read side has it.
    await eventually(async () => (await ben.client.get(`/api/participant/waiting-list/${sessionId}`)).body.offer?.offerId === first!.offerId);

    // Ben accepts: registered exactly as §2.12 registers (the confirmation e-mail too).
    const accepted = await ben.client.post(`/api/sessions/${sessionId}/waiting-list/offer/accept`, { offerId: first!.offerId });
    expect(accepted.status).toBe(200);
    expect((await ben.client.get(`/api/participant/session-details/${sessionId}`)).status).toBe(200);
    await system.mail.waitFor((mail) => isTo(ben.email)(mail) && !mail.text.includes("/waiting-list/"));

    // Capacity raised by one: Cai is offered it; left unanswered, the offer's timer fires a day later and the space goes to Dee, in English.
    const form = onlineSessionForm(trainerId, { capacity: 2 });
    const session = (await trainer.get(`/api/session-details/${sessionId}`)).body;
    expect((await trainer.request("PATCH", `/api/session-edit/${sessionId}`, { ...form, dates: session.dates })).status).toBeLessThan(300);
    await eventually(async () => (await offersIn(sessionId)).find((offer) => offer.participantId === cai.userId));
    const second = (await offersIn(sessionId)).find((offer) => offer.participantId === cai.userId)!;
    await offerMailTo(cai.email);

    clockOffsetMs = DAY_MS + 60_000;
    await system.pool.query("UPDATE pgboss.job SET start_after = now() WHERE name = 'waiting-list-offer-expiry' AND data->>'offerId' = $1", [second.offerId]);
    const expired = await eventually(async () => (await rosterEvents(sessionId)).find((event) => event.type === "OfferExpired"));
    expect(expired.data).toMatchObject({ offerId: second.offerId, participantId: cai.userId });
    const third = await eventually(async () => (await offersIn(sessionId)).find((offer) => offer.participantId === dee.userId));
    const deeMail = await offerMailTo(dee.email);
    expect(deeMail.subject).toMatch(/^A space has come up/);
    // Cai's link now says the offer is closed; Dee's holds a day from the (moved) clock.
    expect((await cai.client.post(`/api/sessions/${sessionId}/waiting-list/offer/accept`, { offerId: second.offerId })).status).toBe(409);
    expect(new Date(third.expiresAt).getTime()).toBeGreaterThan(Date.now() + DAY_MS);

    // The timer fires once: run again, it records nothing more.
    await system.pool.query("UPDATE pgboss.job SET state = 'created', start_after = now() WHERE name = 'waiting-list-offer-expiry' AND data->>'offerId' = $1", [
      second.offerId,
    ]);
    await eventually(async () => {
      const job = await system.pool.query("SELECT state FROM pgboss.job WHERE name = 'waiting-list-offer-expiry' AND data->>'offerId' = $1", [second.offerId]);
      return job.rows[0]?.state === "completed";
    });
    expect((await rosterEvents(sessionId)).filter((event) => event.type === "OfferExpired")).toHaveLength(1);
    clockOffsetMs = 0;
  }, 180_000);
});

describe("who may do what on a waiting list", () => {
  it("staff outside the session, visitors and staff acting as participants are refused; bad input is a 4xx; nothing is appended on a refusal", async () => {
    const sessionId = (await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: 1 }))).body.id as string;
    const eve = await participant("eve");
    const fay = await participant("fay");
    await eve.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: eve.email, status: "confirmed" });
    const before = (await rosterEvents(sessionId)).length;
    const visitor = new ApiClient(system.url);
    const admin = new ApiClient(system.url);
    await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    const otherTrainer = new ApiClient(system.url);
    await registerAccount(system, { email: "other-trainer@example.org", name: "Other Trainer", roles: ["trainer"] });
    await otherTrainer.logIn("other-trainer@example.org", DEMO_PASSWORD);

    expect((await visitor.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(401);
    expect((await trainer.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(403);
    expect((await eve.client.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(409);
    expect((await fay.client.request("DELETE", `/api/sessions/${sessionId}/waiting-list`)).status).toBe(403);
    expect((await fay.client.post(`/api/sessions/${sessionId}/waiting-list/offer/accept`, { offerId: "not-an-offer" })).status).toBe(400);
    expect((await fay.client.post(`/api/sessions/${sessionId}/waiting-list/offer/decline`, {})).status).toBe(400);
    expect((await fay.client.post("/api/sessions/not-a-uuid/waiting-list")).status).toBe(404);
    expect((await fay.client.get(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(403);
    expect((await otherTrainer.get(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(403);
    expect((await otherTrainer.post(`/api/sessions/${sessionId}/waiting-list/${fay.userId}/offer`)).status).toBe(403);
    expect((await trainer.post(`/api/sessions/${sessionId}/waiting-list/${fay.userId}/offer`)).status).toBe(409);
    expect((await trainer.request("DELETE", `/api/sessions/${sessionId}/waiting-list/${fay.userId}`)).status).toBe(409);
    expect((await trainer.get(`/api/participant/waiting-list/${sessionId}`)).status).toBe(403);
    expect(await rosterEvents(sessionId)).toHaveLength(before);

    // The allowed chain: Fay joins; the admin sees her first in line; the capacity is full, so a hand offer is refused until the trainer frees a space.
    expect((await fay.client.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(200);
    // Another person's write: the admin's read catches up with it.
    const list = await eventually(async () => {
      const answer = await admin.get(`/api/sessions/${sessionId}/waiting-list`);
      return answer.body.people.length > 0 && answer;
    });
    expect(list.body).toMatchObject({ registered: 1, unheldSpaces: 0, people: [{ participantId: fay.userId, position: 1, offer: null, name: "fay" }] });
    expect((await trainer.post(`/api/sessions/${sessionId}/waiting-list/${fay.userId}/offer`)).body.error).toBe(
      "There is no free space to offer. Raise the capacity, or wait until a space frees.",
    );
    // Staff take her off the list; she can join again at the back.
    expect((await admin.request("DELETE", `/api/sessions/${sessionId}/waiting-list/${fay.userId}`)).status).toBe(200);
    await eventually(async () => (await fay.client.get(`/api/participant/waiting-list/${sessionId}`)).body.status === "none");
    expect((await fay.client.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(200);
    expect((await fay.client.request("DELETE", `/api/sessions/${sessionId}/waiting-list`)).status).toBe(200);
    expect((await fay.client.get("/api/participant/waiting-lists")).body).toEqual({ places: [] });
  }, 120_000);
});
