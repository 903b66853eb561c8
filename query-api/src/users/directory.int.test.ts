import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// The staff directory's reads: who may read what, and that nothing secret ever leaves.

let system: TestSystem;
type Who = "admin" | "lead" | "trainer" | "participant" | "multi";
const clients = {} as Record<Who, ApiClient>;
const ids = {} as Record<Who, string>;
const anonymous = () => new ApiClient(system.url);
const EXTRA_PARTICIPANTS = 52;
/** The consistency token of the last sign-up: reads wait until it is projected. */
let lastSignUp: Record<string, string> = {};

/** No password hash, token or secret in an answer, whatever its shape. */
const expectNoSecrets = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|"token"/i);
};

beforeAll(async () => {
  system = await startTestSystem();
  for (const who of ["admin", "lead", "trainer", "participant", "multi"] as const) {
    clients[who] = new ApiClient(system.url);
    ids[who] = (await clients[who].logIn(DEMO_ACCOUNTS[who], DEMO_PASSWORD, who === "multi" ? "staff" : undefined)).userId;
  }
  // Enough participants for two pages (50 each), signed up one after another (newest first in the list).
  for (let n = 1; n <= EXTRA_PARTICIPANTS; n += 1) {
    const signedUp = await anonymous().post("/api/participant", {
      name: `Person ${String(n).padStart(2, "0")}`,
      email: `person${n}@example.org`,
      password: "Str0ng!pass",
    });
    expect(signedUp.status).toBe(201);
    lastSignUp = { "x-consistency-token": signedUp.headers.get("x-consistency-token")! };
  }
  // 52 sign-ups, each hashing its password: minutes on a busy machine, so a generous ceiling.
}, 600_000);
afterAll(async () => {
  await system.stop();
});

describe("GET /api/users/admin/trainers-and-leads", () => {
  it("gives admins the trainers, the local leads and the archived, with the §3 fields, sorted by name", async () => {
    const answer = await clients.admin.get("/api/users/admin/trainers-and-leads");
    expect(answer.status).toBe(200);
    expect(answer.body.localLeadList).toEqual([
      {
        _id: ids.lead,
        name: "Lee Lead",
        email: DEMO_ACCOUNTS.lead,
        role: "localLead",
        organisation: { value: "Newport City Council", category: "Local authority" },
        localAuthorities: ["Newport"],
        localLeadName: null,
        trainerCount: 2,
        archived: false,
      },
    ]);
    expect(answer.body.trainerList.map((item: { name: string; localLeadName: string }) => [item.name, item.localLeadName])).toEqual([
      ["Morgan Multi", "Lee Lead"],
      ["Tara Trainer", "Lee Lead"],
    ]);
    expect(answer.body.archivedList).toEqual([]);
    expectNoSecrets(answer.body);
  });

  it("is refused to everyone else", async () => {
    for (const who of ["lead", "trainer", "participant", "multi"] as const)
      expect((await clients[who].get("/api/users/admin/trainers-and-leads")).status).toBe(403);
    expect((await anonymous().get("/api/users/admin/trainers-and-leads")).status).toBe(401);
  });
});

describe("GET /api/users/my-trainers", () => {
  it("gives a local lead their group and themself", async () => {
    const answer = await clients.lead.get("/api/users/my-trainers");
    expect(answer.status).toBe(200);
    expect(answer.body.trainerList.map((item: { _id: string }) => item._id)).toEqual([ids.lead, ids.multi, ids.trainer]);
    expect(answer.body.trainerList[2]).toMatchObject({ email: DEMO_ACCOUNTS.trainer, role: "trainer", localLeadName: "Lee Lead" });
    expectNoSecrets(answer.body);
  });

  it("is refused to admins, trainers, participants and anonymous callers", async () => {
    for (const who of ["admin", "trainer", "participant", "multi"] as const) expect((await clients[who].get("/api/users/my-trainers")).status).toBe(403);
    expect((await anonymous().get("/api/users/my-trainers")).status).toBe(401);
  });
});

describe("GET /api/users/admin/participants", () => {
  it("pages the participants by 50, newest first, with the total", async () => {
    const total = EXTRA_PARTICIPANTS + 2; // the demo participant and the multi-account person
    const first = await clients.admin.get("/api/users/admin/participants?page=1", lastSignUp);
    expect(first.status).toBe(200);
    expect(first.body.participantCount).toBe(total);
    expect(first.body.participantList).toHaveLength(LIMITS.participantsPageSize);
    expect(first.body.participantList[0]).toEqual({
      _id: expect.any(String),
      name: `Person ${EXTRA_PARTICIPANTS}`,
      email: `person${EXTRA_PARTICIPANTS}@example.org`,
      organisation: null,
      registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await clients.admin.get("/api/users/admin/participants?page=2");
    expect(second.body.participantList).toHaveLength(total - LIMITS.participantsPageSize);
    const everyone = [...first.body.participantList, ...second.body.participantList].map((item: { _id: string }) => item._id);
    expect(new Set(everyone).size).toBe(total);
    expect(everyone).toContain(ids.multi);
    expect((await clients.admin.get("/api/users/admin/participants")).body.participantList[0]._id).toBe(first.body.participantList[0]._id);
    expect((await clients.admin.get("/api/users/admin/participants?page=9")).body).toEqual({ participantList: [], participantCount: total });
    expectNoSecrets(first.body);
  });

  it("answers a bad page with 400", async () => {
    for (const page of ["0", "-1", "two", "1.5", "99999999999"]) {
      const refused = await clients.admin.get(`/api/users/admin/participants?page=${page}`);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ page: VALIDATION.positiveNumber });
    }
  });

  it("is for admins only", async () => {
    for (const who of ["lead", "trainer", "participant", "multi"] as const) expect((await clients[who].get("/api/users/admin/participants")).status).toBe(403);
    expect((await anonymous().get("/api/users/admin/participants")).status).toBe(401);
  });
});

describe("local leads for pickers: GET /api/local-leads, /api/local-lead/:id/group, /api/local-lead/:id", () => {
  it("give staff ids and names only (and a lead's organisation)", async () => {
    for (const who of ["admin", "lead", "trainer"] as const) {
      expect((await clients[who].get("/api/local-leads")).body).toEqual([{ _id: ids.lead, name: "Lee Lead" }]);
      expect((await clients[who].get(`/api/local-lead/${ids.lead}/group`)).body).toEqual([
        { _id: ids.multi, name: "Morgan Multi" },
        { _id: ids.trainer, name: "Tara Trainer" },
      ]);
      expect((await clients[who].get(`/api/local-lead/${ids.lead}`)).body).toEqual({
        _id: ids.lead,
        name: "Lee Lead",
        organisation: { value: "Newport City Council", category: "Local authority" },
      });
    }
  });

  it("answer 404 for someone who is not a local lead, an unknown or a malformed id; an empty group for a trainer", async () => {
    expect((await clients.admin.get(`/api/local-lead/${ids.trainer}`)).status).toBe(404);
    expect((await clients.admin.get("/api/local-lead/00000000-0000-7000-8000-000000000000")).status).toBe(404);
    expect((await clients.admin.get("/api/local-lead/lee")).status).toBe(404);
    expect((await clients.admin.get("/api/local-lead/lee/group")).status).toBe(404);
    expect((await clients.admin.get(`/api/local-lead/${ids.trainer}/group`)).body).toEqual([]);
  });

  it("are refused to participants and anonymous callers", async () => {
    for (const path of ["/api/local-leads", `/api/local-lead/${ids.lead}/group`, `/api/local-lead/${ids.lead}`]) {
      expect((await clients.participant.get(path)).status).toBe(403);
      expect((await anonymous().get(path)).status).toBe(401);
    }
  });
});

describe("GET /api/fetch-trainers", () => {
  it("gives a lead their group and themself, by id and name, nothing secret", async () => {
    const answer = await clients.lead.get("/api/fetch-trainers");
    expect(answer.body.trainers.map((trainer: { id: string }) => trainer.id).sort()).toEqual([ids.lead, ids.multi, ids.trainer].sort());
    for (const trainer of answer.body.trainers) expect(Object.keys(trainer).sort()).toEqual(["id", "isMe", "name", "role"]);
    expect((await clients.participant.get("/api/fetch-trainers")).status).toBe(403);
    expect((await anonymous().get("/api/fetch-trainers")).status).toBe(401);
  });
});
