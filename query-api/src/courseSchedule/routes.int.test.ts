import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS } from "@wellbeing/domain";
import { LISTED_SESSION_KEYS, keysOf } from "@wellbeing/testkit/answerKeys";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import {
  addOutsideTrainer,
  addUpskillSession,
  dayFromToday,
  datesOf,
  setConfirmedCount,
  type DemoClients,
  type DemoIds,
  startDemoSystem,
} from "@wellbeing/testkit/sessionListFixtures";
import type { TestSystem } from "@wellbeing/testkit/testSystem";

// The public course schedule (§2.8): upcoming sessions of the local leads an admin chose, and of
// their groups. Demo data: the lead's group trains sessions in 7, 10 and 14+21 days. Who may choose
// the leads, and every refusal, are the command slice's spec (command-api/src/courseSchedule).

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;
let soloLead: { id: string };

beforeAll(async () => {
  ({ system, as, ids } = await startDemoSystem());
  // A second local lead with no sessions.
  soloLead = { id: await registerAccount(system, { email: "lead2@demo.test", name: "Aled Lead", roles: ["localLead"] }) };
  await addOutsideTrainer(system);
});

afterAll(async () => {
  await system.stop();
});

describe("the public course schedule (GET /api/course-schedule)", () => {
  it("is empty until an admin chooses local leads", async () => {
    const response = await as.anonymous.get("/api/course-schedule?page=1&type=upcoming&sortAscending=true");
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ sessions: [], total: 0 });
  });

  it("an admin reads every local lead with whether their sessions appear publicly", async () => {
    const response = await as.admin.get("/api/course-schedule/leads");
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { _id: soloLead.id, name: "Aled Lead", showSessionsPublicly: false },
      { _id: ids.lead, name: "Lee Lead", showSessionsPublicly: false },
    ]);
  });

  it("an admin's choice shows the chosen leads' group sessions, upcoming only, soonest first, to anyone", async () => {
    const chosen = await as.admin.post("/api/course-schedule/leads", { leads: [ids.lead] });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toEqual([{ _id: ids.lead, name: "Lee Lead", showSessionsPublicly: true }]);
    const token = { "x-consistency-token": chosen.headers.get("x-consistency-token")! };

    const schedule = await as.anonymous.get("/api/course-schedule", token);
    expect(schedule.body.total).toBe(3);
    expect(datesOf(schedule.body)).toEqual([dayFromToday(7), dayFromToday(10), `${dayFromToday(14)}+${dayFromToday(21)}`]);
    expect(schedule.body.sessions[2]).toMatchObject({ remote: true, spacesRemaining: 16, trainers: [{ name: "Tara Trainer" }, { name: "Morgan Multi" }] });
    expect(JSON.stringify(schedule.body)).not.toMatch(/@|zoom\.us|meetingLink|contactEmail/);
    expect(keysOf(schedule.body)).toEqual(["page", "pageSize", "sessions", "total"]);
    for (const session of schedule.body.sessions) expect(keysOf(session)).toEqual(LISTED_SESSION_KEYS);

    expect((await as.anonymous.get("/api/course-schedule?delivery=online")).body.total).toBe(1);
    expect((await as.anonymous.get("/api/course-schedule?delivery=faceToFace")).body.total).toBe(2);
    expect((await as.anonymous.get("/api/course-schedule?pageSize=2&page=2")).body.sessions).toHaveLength(1);
    expect((await as.admin.get("/api/course-schedule/leads")).body).toContainEqual({ _id: ids.lead, name: "Lee Lead", showSessionsPublicly: true });
  });

  it("leaves out Trainer Upskill sessions and shows full ones (the page offers a waiting list)", async () => {
    const token = await addUpskillSession(as.admin, ids.trainer, dayFromToday(30));
    await setConfirmedCount(system, 12, 12);
    const schedule = await as.anonymous.get("/api/course-schedule", { "x-consistency-token": token });
    expect(schedule.body.total).toBe(3);
    expect(schedule.body.sessions[0]).toMatchObject({ capacity: 12, spacesRemaining: 0 });
    await setConfirmedCount(system, 12, 0);
  });

  it("an empty choice hides every session again", async () => {
    const hidden = await as.admin.post("/api/course-schedule/leads", { leads: [] });
    expect(hidden.body).toEqual([]);
    expect((await as.anonymous.get("/api/course-schedule", { "x-consistency-token": hidden.headers.get("x-consistency-token")! })).body.total).toBe(0);
  });

  it("refuses bad queries with 400", async () => {
    const response = await as.anonymous.get("/api/course-schedule?type=all&page=0&delivery=boat");
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual({ type: LIST_TEXTS.upcomingOnly, page: LIST_TEXTS.page, delivery: LIST_TEXTS.delivery });
  });
});

describe("the admins' list of local leads (GET /api/course-schedule/leads)", () => {
  it("the admins' list of leads is theirs alone", async () => {
    expect((await as.lead.get("/api/course-schedule/leads")).status).toBe(403);
    expect((await as.participant.get("/api/course-schedule/leads")).status).toBe(403);
    expect((await as.anonymous.get("/api/course-schedule/leads")).status).toBe(401);
  });
});
