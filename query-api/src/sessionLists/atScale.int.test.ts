import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { programmeDate } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { insertSyntheticSessions, syntheticSessions, type SyntheticSession, type SyntheticSessions } from "@wellbeing/query-api/sessionLists/testing";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// 10,000 sessions written straight into the read model: the lists page, sort and filter them in
// SQL, so every page and total must equal what a plain in-memory computation says. A correctness
// test; the timings are in `npm run bench`.

const SESSIONS = 10_000;

let system: TestSystem;
let admin: ApiClient;
let data: SyntheticSessions;
let today: string;

type Page = { sessions: Array<{ id: string }>; total: number };

const inGroupOf = (leadIds: ReadonlyArray<string>) =>
  new Set(
    data.people
      .filter((person) => leadIds.includes(person.id) || (person.localLeadId !== null && leadIds.includes(person.localLeadId)))
      .map((person) => person.id),
  );
const trainedBy = (trainers: Set<string>) => (session: SyntheticSession) => session.trainerIds.some((id) => trainers.has(id));
const upcoming = (session: SyntheticSession) => session.lastDate >= today;

/** The lists' order: last date, then first date, then id, all in the asked direction. */
const sorted = (sessions: ReadonlyArray<SyntheticSession>, ascending: boolean) =>
  [...sessions].sort((a, b) => {
    const order = a.lastDate.localeCompare(b.lastDate) || a.firstDate.localeCompare(b.firstDate) || a.id.localeCompare(b.id);
    return ascending ? order : -order;
  });

const pageOf = (sessions: ReadonlyArray<SyntheticSession>, ascending: boolean, page: number, pageSize: number) =>
  sorted(sessions, ascending)
    .slice((page - 1) * pageSize, page * pageSize)
    .map((session) => session.id);

const expectPage = (
  response: { status: number; body: Page },
  matching: ReadonlyArray<SyntheticSession>,
  ascending: boolean,
  page: number,
  pageSize: number,
) => {
  expect(response.status).toBe(200);
  expect(response.body.total).toBe(matching.length);
  expect(response.body.sessions.map((session) => session.id)).toEqual(pageOf(matching, ascending, page, pageSize));
};

beforeAll(async () => {
  system = await startTestSystem({ seedDemo: false });
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  await registerUser(
    system,
    {
      email: "admin@scale.test",
      name: "Ada Admin",
      passwordHash: await hashPassword(DEMO_PASSWORD),
      roles: ["admin"],
      organisation: null,
      localAuthorities: [],
      localLeadId: null,
    },
    { actorId: null, correlationId: "test", now: new Date() },
  );
  admin = new ApiClient(system.url);
  await admin.logIn("admin@scale.test", DEMO_PASSWORD);
  data = syntheticSessions({ sessions: SESSIONS });
  await insertSyntheticSessions(system.db, READ_MODEL_SCHEMA, data);
  today = programmeDate(new Date());
}, 120_000);

afterAll(async () => {
  await system.stop();
});

describe(`session lists over ${SESSIONS.toLocaleString("en-GB")} sessions`, () => {
  it("an admin's full list: every page has the right sessions in the right order, the total is exact", async () => {
    expectPage(await admin.get("/api/users/sessions?type=all&pageSize=25&page=37"), data.sessions, false, 37, 25);
    expectPage(await admin.get("/api/users/sessions?type=all&pageSize=100&page=100"), data.sessions, false, 100, 100);
    expectPage(await admin.get("/api/users/sessions?type=all&sortAscending=true&pageSize=100&page=1"), data.sessions, true, 1, 100);
    const beyond = await admin.get("/api/users/sessions?type=all&pageSize=100&page=101");
    expect(beyond.body).toMatchObject({ total: SESSIONS, sessions: [] });
  });

  it("upcoming sessions, soonest first, with the default page size of 10", async () => {
    const response = await admin.get("/api/users/sessions?page=3");
    expectPage(response, data.sessions.filter(upcoming), true, 3, 10);
    expect(response.body.sessions).toHaveLength(10);
  });

  it("filters combined: local leads' groups, a local authority, delivery, upcoming", async () => {
    const [leadA, leadB] = data.people.filter((person) => person.roles.includes("localLead")).map((person) => person.id);
    const groups = inGroupOf([leadA!, leadB!]);
    const inCaerphilly = new Set(data.people.filter((person) => person.localAuthorities.includes("Caerphilly")).map((person) => person.id));
    const matching = data.sessions.filter((session) => trainedBy(groups)(session) && trainedBy(inCaerphilly)(session) && session.remote && upcoming(session));
    expect(matching.length).toBeGreaterThan(10);
    expectPage(
      await admin.get(`/api/users/sessions?localLeads=${leadA}&localLeads=${leadB}&localAuthorities=Caerphilly&delivery=online&page=2&pageSize=5`),
      matching,
      true,
      2,
      5,
    );
  });

  it("filters by trainers, and hides Trainer Upskill sessions when asked", async () => {
    const chosen = new Set([data.people[3]!.id, data.people[20]!.id]);
    const matching = data.sessions.filter((session) => trainedBy(chosen)(session) && !session.modules.includes("trainer-upskill"));
    expect(matching.length).toBeGreaterThan(50);
    expectPage(
      await admin.get(`/api/users/sessions?type=all&trainers=${[...chosen].join("&trainers=")}&hideTrainerUpskill=true&pageSize=50`),
      matching,
      false,
      1,
      50,
    );
  });

  it("a local lead's group sessions and one trainer's sessions", async () => {
    const lead = data.people.find((person) => person.roles.includes("localLead"))!;
    const group = data.sessions.filter(trainedBy(inGroupOf([lead.id])));
    expect(group.length).toBeGreaterThan(40);
    expectPage(await admin.get(`/api/users/sessions/${lead.id}?type=all&page=2&pageSize=20`), group, false, 2, 20);
    const trainer = data.people.find((person) => person.localLeadId === lead.id)!;
    const theirs = data.sessions.filter((session) => session.trainerIds.includes(trainer.id) && upcoming(session));
    expectPage(await admin.get(`/api/users/trainer-sessions/${trainer.id}?pageSize=7`), theirs, true, 1, 7);
  });

  it("available sessions: the group's upcoming sessions with a free place, no Trainer Upskill, soonest last date first", async () => {
    const lead = data.people.filter((person) => person.roles.includes("localLead"))[2]!;
    const matching = data.sessions.filter(
      (session) =>
        trainedBy(inGroupOf([lead.id]))(session) && upcoming(session) && session.confirmed < session.capacity && !session.modules.includes("trainer-upskill"),
    );
    expect(matching.length).toBeGreaterThan(10);
    const response = await admin.get(`/api/available-sessions/${lead.id}?group=true`);
    expect(response.body.sessions.map((session: { id: string }) => session.id)).toEqual(
      sorted(matching, true)
        .slice(0, 200)
        .map((session) => session.id),
    );
  });

  it("the public schedule shows the chosen leads' groups only", async () => {
    const leads = data.people
      .filter((person) => person.roles.includes("localLead"))
      .slice(0, 3)
      .map((person) => person.id);
    await system.db
      .withSchema(READ_MODEL_SCHEMA)
      .into("public_leads")
      .insert(leads.map((lead_id) => ({ lead_id, chosen_at: new Date() })));
    const matching = data.sessions.filter(
      (session) => trainedBy(inGroupOf(leads))(session) && upcoming(session) && !session.modules.includes("trainer-upskill"),
    );
    expectPage(await new ApiClient(system.url).get("/api/course-schedule?page=4&pageSize=10&type=upcoming&sortAscending=true"), matching, true, 4, 10);
  });

  it("the CSV export streams every session", async () => {
    const response = await fetch(`${system.url}/api/export-csv/sessions`, { headers: { cookie: admin.sessionCookie! } });
    const lines = (await response.text()).trimEnd().split("\n");
    expect(lines).toHaveLength(1 + SESSIONS);
  });
});
