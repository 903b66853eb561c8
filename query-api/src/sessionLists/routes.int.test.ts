import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS, SESSION_LIST_PAGE_SIZE } from "@wellbeing/domain";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { addOutsideTrainer, dayFromToday, datesOf, type DemoIds, startDemoSystem, type DemoClients } from "@wellbeing/testkit/sessionListFixtures";
import type { TestSystem } from "@wellbeing/testkit/testSystem";

// The demo data (scripts/src/seed/demoData.ts): the trainer trains sessions in 7 days, in 14 and
// 21 days (with the multi-account trainer, online) and 30 days ago; the lead one in 10 days and
// the admin's Train the Trainer 60 days ago. The trainer and the multi-account trainer are in the
// lead's group.

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;
let outsider: { id: string; client: ApiClient };

beforeAll(async () => {
  ({ system, as, ids } = await startDemoSystem());
  outsider = await addOutsideTrainer(system);
  // One session of a trainer outside any group, so no list leaks it.
  const created = await outsider.client.post("/api/add-session", {
    dates: [{ sessionDate: dayFromToday(5), startTime: "10:00", endTime: "12:00" }],
    remote: true,
    meetingPlatform: "zoom",
    meetingLink: "https://zoom.us/j/999",
    course: "C5",
    modules: ["1"],
    capacity: 6,
    partnerTrainer1: outsider.id,
    contactEmail: "solo@demo.test",
  });
  expect(created.status).toBe(201);
  // Read-your-writes: the admin's next query waits for the projector.
  await as.admin.get("/api/users/sessions", { "x-consistency-token": created.headers.get("x-consistency-token")! });
});

afterAll(async () => {
  await system.stop();
});

describe("your sessions (GET /api/users/sessions)", () => {
  it("a trainer sees the upcoming sessions they train, soonest first, with what both list variants show", async () => {
    const response = await as.trainer.get("/api/users/sessions");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ total: 2, page: 1, pageSize: SESSION_LIST_PAGE_SIZE });
    expect(datesOf(response.body)).toEqual([dayFromToday(7), `${dayFromToday(14)}+${dayFromToday(21)}`]);
    const online = response.body.sessions[1];
    expect(online).toMatchObject({
      course: "C5",
      modules: ["2", "3"],
      remote: true,
      address: null,
      capacity: 16,
      numberOfConfirmedParticipants: 0,
      spacesRemaining: 16,
      missedEarlierModules: false,
      trainers: [
        { id: ids.trainer, name: "Tara Trainer" },
        { id: ids.multi, name: "Morgan Multi" },
      ],
    });
    expect(online.shortId).toMatch(/^\w{8}$/);
    expect(JSON.stringify(response.body)).not.toMatch(/@|zoom\.us|meetingLink|contactEmail/);
  });

  it("type all lists past sessions too, newest first unless asked otherwise", async () => {
    const all = await as.trainer.get("/api/users/sessions?type=all");
    expect(all.body.total).toBe(3);
    expect(datesOf(all.body)).toEqual([`${dayFromToday(14)}+${dayFromToday(21)}`, dayFromToday(7), dayFromToday(-30)]);
    const ascending = await as.trainer.get("/api/users/sessions?type=all&sortAscending=true");
    expect(datesOf(ascending.body)[0]).toBe(dayFromToday(-30));
  });

  it("a local lead's own list holds only the sessions they train", async () => {
    const response = await as.lead.get("/api/users/sessions?type=all");
    expect(datesOf(response.body)).toEqual([dayFromToday(10), dayFromToday(-60)]);
  });

  it("an admin sees every session, paged", async () => {
    const first = await as.admin.get("/api/users/sessions?type=all&pageSize=4");
    expect(first.body.total).toBe(6);
    expect(first.body.sessions).toHaveLength(4);
    const second = await as.admin.get("/api/users/sessions?type=all&pageSize=4&page=2");
    expect(second.body.sessions).toHaveLength(2);
    const seen = [...first.body.sessions, ...second.body.sessions].map((session: { id: string }) => session.id);
    expect(new Set(seen).size).toBe(6);
    expect((await as.admin.get("/api/users/sessions?type=all&pageSize=4&page=9")).body).toMatchObject({ total: 6, sessions: [] });
  });

  it("refuses participants and anonymous callers", async () => {
    expect((await as.participant.get("/api/users/sessions")).status).toBe(403);
    expect((await as.anonymous.get("/api/users/sessions")).status).toBe(401);
  });
});

describe("group sessions (GET /api/users/sessions/:id)", () => {
  it("a local lead sees the sessions of everyone in their group and their own", async () => {
    const response = await as.lead.get(`/api/users/sessions/${ids.lead}`);
    expect(response.status).toBe(200);
    expect(datesOf(response.body)).toEqual([dayFromToday(7), dayFromToday(10), `${dayFromToday(14)}+${dayFromToday(21)}`]);
    expect(response.body.person).toEqual({ id: ids.lead, name: "Lee Lead" });
  });

  it("an admin may open any local lead's group; someone not a local lead is not found", async () => {
    expect((await as.admin.get(`/api/users/sessions/${ids.lead}?type=all`)).body.total).toBe(5);
    expect((await as.admin.get(`/api/users/sessions/${ids.trainer}`)).status).toBe(404);
    expect((await as.admin.get("/api/users/sessions/00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await as.admin.get("/api/users/sessions/not-an-id")).status).toBe(404);
  });

  it("refuses another lead's group, trainers, participants and anonymous callers", async () => {
    expect((await as.lead.get(`/api/users/sessions/${ids.admin}`)).status).toBe(403);
    expect((await as.trainer.get(`/api/users/sessions/${ids.lead}`)).status).toBe(403);
    expect((await as.participant.get(`/api/users/sessions/${ids.lead}`)).status).toBe(403);
    expect((await as.anonymous.get(`/api/users/sessions/${ids.lead}`)).status).toBe(401);
  });
});

describe("a trainer's sessions (GET /api/users/trainer-sessions/:id)", () => {
  it("the admin, the trainer's local lead and the trainer see them", async () => {
    for (const client of [as.admin, as.lead, as.trainer]) {
      const response = await client.get(`/api/users/trainer-sessions/${ids.trainer}?type=all`);
      expect(response.status).toBe(200);
      expect(response.body.total).toBe(3);
      expect(response.body.person).toEqual({ id: ids.trainer, name: "Tara Trainer" });
    }
    expect(datesOf((await as.lead.get(`/api/users/trainer-sessions/${ids.multi}`)).body)).toEqual([`${dayFromToday(14)}+${dayFromToday(21)}`]);
  });

  it("refuses a lead outside the trainer's group, another trainer, participants and anonymous callers", async () => {
    expect((await as.lead.get(`/api/users/trainer-sessions/${outsider.id}`)).status).toBe(403);
    expect((await as.trainer.get(`/api/users/trainer-sessions/${ids.multi}`)).status).toBe(403);
    expect((await outsider.client.get(`/api/users/trainer-sessions/${ids.trainer}`)).status).toBe(403);
    expect((await as.participant.get(`/api/users/trainer-sessions/${ids.trainer}`)).status).toBe(403);
    expect((await as.anonymous.get(`/api/users/trainer-sessions/${ids.trainer}`)).status).toBe(401);
    expect((await as.admin.get(`/api/users/trainer-sessions/${ids.participant}`)).status).toBe(404);
  });
});

describe("the admin's filters", () => {
  const totalOf = async (query: string) => (await as.admin.get(`/api/users/sessions?type=all&${query}`)).body.total;

  it("narrow by trainer, local lead (their group), local authority of the trainers and delivery, combined", async () => {
    expect(await totalOf(`trainers=${ids.multi}`)).toBe(1);
    expect(await totalOf(`trainers[]=${ids.multi}&trainers[]=${outsider.id}`)).toBe(2);
    expect(await totalOf(`localLeads=${ids.lead}`)).toBe(5);
    expect(await totalOf("localAuthorities=Newport")).toBe(5);
    expect(await totalOf("localAuthorities=Torfaen")).toBe(0);
    expect(await totalOf("delivery=online")).toBe(3);
    expect(await totalOf("delivery=faceToFace")).toBe(3);
    expect(await totalOf(`localLeads=${ids.lead}&delivery=online`)).toBe(2);
    expect(await totalOf(`localLeads=${ids.lead}&delivery=online&trainers=${ids.multi}`)).toBe(1);
  });

  it("only ever narrow a caller's own scope", async () => {
    const response = await as.trainer.get(`/api/users/sessions?type=all&trainers=${outsider.id}`);
    expect(response.body.total).toBe(0);
  });
});

describe("bad list queries", () => {
  it("answer 400 with each field's message, never 500", async () => {
    const response = await as.admin.get("/api/users/sessions?page=0&pageSize=500&type=past&sortAscending=maybe&trainers=x&delivery=bus");
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({
      page: LIST_TEXTS.page,
      pageSize: LIST_TEXTS.pageSize,
      type: LIST_TEXTS.listType,
      sortAscending: LIST_TEXTS.trueOrFalse,
      "trainers.0": LIST_TEXTS.chooseFromList,
      delivery: LIST_TEXTS.delivery,
    });
    for (const query of [
      "page=abc",
      "page=1e3",
      "page=99999999999999999999999",
      "pageSize=-1",
      `localLeads=${"a".repeat(5000)}`,
      `localAuthorities=${"x".repeat(101)}`,
      "trainers=%00",
      `trainers=${Array.from({ length: 60 }, () => ids.trainer).join("&trainers=")}`,
    ]) {
      const refused = await as.admin.get(`/api/users/sessions?${query}`);
      expect(refused.status, query).toBe(400);
    }
    for (const path of [`/api/users/sessions/${ids.lead}?page=x`, `/api/users/trainer-sessions/${ids.trainer}?type=x`]) {
      expect((await as.admin.get(path)).status).toBe(400);
    }
  });

  it("take the first of repeated single values and ignore unknown parameters", async () => {
    const response = await as.trainer.get("/api/users/sessions?page=1&page=2&colour=blue");
    expect(response.status).toBe(200);
    expect(response.body.page).toBe(1);
  });
});

describe("a trainer who deleted their account", () => {
  it("keeps their place in the session's trainers, without a name", async () => {
    const deleted = await outsider.client.request("DELETE", `/api/users/${outsider.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("x-consistency-token")).toBeTruthy();
    const response = await as.admin.get(`/api/users/sessions?trainers=${outsider.id}`, { "x-consistency-token": deleted.headers.get("x-consistency-token")! });
    expect(response.body.sessions).toHaveLength(1);
    expect(response.body.sessions[0].trainers).toEqual([{ id: outsider.id, name: null }]);
  });
});
