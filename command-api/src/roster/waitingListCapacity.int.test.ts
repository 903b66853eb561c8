import { afterAll, beforeAll, expect, it } from "vitest";
import { confirmedCount, foldEvents, rosterDecider, rosterStream, type RosterEvent, type RosterState } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { participantCrowd, type CrowdMember } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { systemAtRest } from "@wellbeing/testkit/readModelRows";
import { onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { PersonTurns, expireOffer } from "@wellbeing/command-api";

// Issue 29 under load: a 10-space session, 200 participants joining its waiting list at the same moment
// as 20 removals (10 attendees leave the programme, staff take 10 joiners off the list); then every offer
// is answered (accepted, declined, or left to expire by its timer's handler run at the expiry time).

const JWT_SECRET = "waiting-list-test-secret-long-enough-for-hs256";
const CAPACITY = 10;
const JOINERS = 200;

type Person = CrowdMember;

let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;
const people: Person[] = [];

const call = async (person: Person, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${system.url}${path}`, {
    method,
    headers: { cookie: person.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
};

const rosterEvents = async (sessionId: string) => (await system.store.readStream(rosterStream(sessionId))) as unknown as RosterEvent[];
const rosterState = async (sessionId: string): Promise<RosterState> => foldEvents(rosterDecider, await rosterEvents(sessionId));

beforeAll(async () => {
  system = await startTestSystem({ jwtSecret: JWT_SECRET });
  trainer = new ApiClient(system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  trainerId = (await trainer.get("/api/users/auth")).body.userId;
  people.push(...(await participantCrowd(system, JWT_SECRET, CAPACITY + JOINERS, "queue")));
}, 240_000);

afterAll(async () => {
  await system.stop();
});

it("200 joins and 20 removals at once on a 10-space session: exactly 10 registered at the end, every offer accounted for, capacity held at every step", async () => {
  const sessionId = (await trainer.post("/api/add-session", onlineSessionForm(trainerId, { capacity: CAPACITY }))).body.id as string;
  const attendees = people.slice(0, CAPACITY);
  const joiners = people.slice(CAPACITY);
  for (const attendee of attendees)
    expect((await call(attendee, "PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: attendee.email, status: "confirmed" })).status).toBe(200);

  // The storm: every join, every attendee leaving the programme, staff taking the last ten joiners off the list.
  const takenOff = joiners.slice(-10);
  const [joins, leavings, removals] = await Promise.all([
    Promise.all(joiners.map((person) => call(person, "POST", `/api/sessions/${sessionId}/waiting-list`))),
    Promise.all(attendees.map((person) => call(person, "DELETE", `/api/users/${person.userId}`))),
    Promise.all(takenOff.map((person) => trainer.request("DELETE", `/api/sessions/${sessionId}/waiting-list/${person.userId}`))),
  ]);
  // Every join lands (a full session, or one whose freed spaces are held for those ahead); every leaving too.
  expect(joins.map((answer) => answer.status)).toEqual(joins.map(() => 200));
  expect(leavings.map((answer) => answer.status)).toEqual(leavings.map(() => 200));
  // A staff removal that came before its person's join finds nobody (409); none fails otherwise.
  expect(removals.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);

  // Each open offer answered in turn until none is open: a third accepted, a third declined, a third expire by their timer's handler.
  const deps = { store: system.store, clock: () => new Date(), personTurns: new PersonTurns(system.db) };
  for (let round = 0; round < 200; round += 1) {
    const { offers } = (await rosterState(sessionId)).waitingList;
    if (offers.length === 0) break;
    await Promise.all(
      offers.map(async (offer, index) => {
        const person = joiners.find((joiner) => joiner.userId === offer.participantId)!;
        const choice = (round + index) % 3;
        if (choice === 0)
          return expect((await call(person, "POST", `/api/sessions/${sessionId}/waiting-list/offer/accept`, { offerId: offer.offerId })).status).toBe(200);
        if (choice === 1)
          return expect((await call(person, "POST", `/api/sessions/${sessionId}/waiting-list/offer/decline`, { offerId: offer.offerId })).status).toBe(200);
        const due = new Date(new Date(offer.expiresAt).getTime() + 1);
        return expireOffer(deps, { sessionId, offerId: offer.offerId, expiresAt: offer.expiresAt }, { actorId: null, correlationId: offer.offerId, now: due });
      }),
    );
  }

  const events = await rosterEvents(sessionId);
  const final = foldEvents(rosterDecider, events);
  expect(confirmedCount(final)).toBe(CAPACITY);
  expect(final.waitingList.offers).toEqual([]);

  // At every step of the log: registered + held ≤ capacity.
  let state = rosterDecider.initialState;
  for (const event of events) {
    state = rosterDecider.evolve(state, event);
    expect(confirmedCount(state) + state.waitingList.offers.length).toBeLessThanOrEqual(CAPACITY);
  }

  // Every offer closed exactly once: accepted, declined, expired (or its person taken off the list).
  const offered = events.flatMap((event) => (event.type === "SpaceOffered" ? [event.data] : []));
  const closings = new Map<string, string[]>();
  const openOffers = new Map<string, string>();
  const close = (participantId: string, how: string) => {
    const offerId = openOffers.get(participantId);
    if (offerId) closings.set(offerId, [...(closings.get(offerId) ?? []), how]);
    openOffers.delete(participantId);
  };
  for (const event of events) {
    if (event.type === "SpaceOffered") openOffers.set(event.data.participantId, event.data.offerId);
    if (event.type === "OfferAccepted" || event.type === "OfferDeclined" || event.type === "OfferExpired" || event.type === "LeftWaitingList")
      close(event.data.participantId, event.type);
  }
  expect(offered.every((offer) => closings.get(offer.offerId)?.length === 1)).toBe(true);
  const kinds = offered.map((offer) => closings.get(offer.offerId)![0]);
  console.info(
    `${offered.length} offers: ${["OfferAccepted", "OfferDeclined", "OfferExpired", "LeftWaitingList"].map((kind) => `${kind} ${kinds.filter((each) => each === kind).length}`).join(", ")}`,
  );
  expect(kinds.filter((kind) => kind === "OfferAccepted")).toHaveLength(CAPACITY);

  // The read models agree: 10 registered, no offer open, the rest still in line.
  await eventually(() => systemAtRest(system));
  const readModels = () => system.db.withSchema("read_models");
  expect((await readModels().from("sessions").where({ id: sessionId }).first()).confirmed_count).toBe(CAPACITY);
  const list = (await trainer.get(`/api/sessions/${sessionId}/waiting-list`)).body;
  expect(list.people.every((person: { offer: unknown }) => person.offer === null)).toBe(true);
  expect(list.people).toHaveLength(final.waitingList.waiting.length);
  expect(list.people.map((person: { position: number }) => person.position)).toEqual(list.people.map((_: unknown, index: number) => index + 1));
}, 300_000);
