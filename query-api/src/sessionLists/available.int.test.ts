import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS } from "@wellbeing/domain";
import { LISTED_SESSION_KEYS, keysOf } from "@wellbeing/testkit/answerKeys";
import {
  addUpskillSession,
  dayFromToday,
  datesOf,
  setConfirmedCount,
  type DemoClients,
  type DemoIds,
  startDemoSystem,
} from "@wellbeing/testkit/sessionListFixtures";
import type { TestSystem } from "@wellbeing/testkit/testSystem";

// The available-sessions page behind a trainer's or local lead's invite link (§2.7): public.

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;

beforeAll(async () => {
  ({ system, as, ids } = await startDemoSystem());
});

afterAll(async () => {
  await system.stop();
});

describe("available sessions (GET /api/available-sessions/:id)", () => {
  it("lists a trainer's upcoming sessions with free places, soonest last date first, to anyone", async () => {
    const response = await as.anonymous.get(`/api/available-sessions/${ids.trainer}`);
    expect(response.status).toBe(200);
    expect(response.body.person).toEqual({ id: ids.trainer, name: "Tara Trainer" });
    expect(response.body.group).toBe(false);
    expect(datesOf(response.body)).toEqual([dayFromToday(7), `${dayFromToday(14)}+${dayFromToday(21)}`]);
    expect(response.body.sessions[0]).toMatchObject({ spacesRemaining: 12, trainers: [{ id: ids.trainer, name: "Tara Trainer" }] });
    expect(response.body.sessions[0].shortId).toMatch(/^\w{8}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/@|zoom\.us|meetingLink|contactEmail/);
    expect(keysOf(response.body)).toEqual(["group", "person", "sessions"]);
    expect(keysOf(response.body.person)).toEqual(["id", "name"]);
    for (const session of response.body.sessions) expect(keysOf(session)).toEqual(LISTED_SESSION_KEYS);
    expect(keysOf(response.body.sessions[0].trainers[0])).toEqual(["id", "name"]);
  });

  it("with group=true lists the local lead's whole group", async () => {
    const response = await as.anonymous.get(`/api/available-sessions/${ids.lead}?group=true`);
    expect(datesOf(response.body)).toEqual([dayFromToday(7), dayFromToday(10), `${dayFromToday(14)}+${dayFromToday(21)}`]);
    expect(datesOf((await as.anonymous.get(`/api/available-sessions/${ids.lead}`)).body)).toEqual([dayFromToday(10)]);
  });

  it("leaves out full sessions and Trainer Upskill ones", async () => {
    const token = await addUpskillSession(as.admin, ids.trainer, dayFromToday(3));
    await setConfirmedCount(system, 12, 12);
    const response = await as.anonymous.get(`/api/available-sessions/${ids.trainer}`, { "x-consistency-token": token });
    expect(datesOf(response.body)).toEqual([`${dayFromToday(14)}+${dayFromToday(21)}`]);
    await setConfirmedCount(system, 12, 0);
  });

  it("answers 404 for someone who is not a trainer (or not a local lead with group=true), 400 for a bad flag", async () => {
    expect((await as.anonymous.get(`/api/available-sessions/${ids.trainer}?group=true`)).status).toBe(404);
    expect((await as.anonymous.get(`/api/available-sessions/${ids.participant}`)).status).toBe(404);
    expect((await as.anonymous.get("/api/available-sessions/00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await as.anonymous.get("/api/available-sessions/nope")).status).toBe(404);
    const refused = await as.anonymous.get(`/api/available-sessions/${ids.lead}?group=yes`);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ group: LIST_TEXTS.trueOrFalse });
  });

  it("is the same for logged-in callers of any role", async () => {
    for (const client of [as.participant, as.trainer, as.admin]) {
      expect((await client.get(`/api/available-sessions/${ids.lead}?group=true`)).body.sessions).toHaveLength(3);
    }
  });
});
