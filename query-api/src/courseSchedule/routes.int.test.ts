import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_TEXTS } from "@wellbeing/domain";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { LISTED_SESSION_KEYS, keysOf } from "@wellbeing/testkit/answerKeys";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { sessionForm } from "@wellbeing/testkit/sessionCast";
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

/** A participant with a proven address, logged in. */
const participant = async (email: string) => {
  await registerAccount(system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { email, client };
};

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

describe("a space an open waiting-list offer holds (issue 29)", () => {
  it("counts as taken on the public schedule, the registration page and the waiting-list view, until the offer is declined", async () => {
    expect((await as.admin.post("/api/course-schedule/leads", { leads: [ids.lead] })).status).toBe(200);
    const sessionId = (
      await as.trainer.post(
        "/api/add-session",
        sessionForm(ids.trainer, { capacity: 1, dates: [{ sessionDate: dayFromToday(40), startTime: "10:00", endTime: "12:00" }] }),
      )
    ).body.id as string;
    const ana = await participant("ana.held@example.org");
    const ben = await participant("ben.held@example.org");
    const cai = await participant("cai.held@example.org");
    expect((await ana.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, { email: ana.email, status: "confirmed" })).status).toBe(200);
    expect((await ben.client.post(`/api/sessions/${sessionId}/waiting-list`)).status).toBe(200);
    const shortId = (await as.trainer.get(`/api/session-details/${sessionId}`)).body.shortId as string;
    const spaces = async () => {
      const schedule = (await as.anonymous.get("/api/course-schedule")).body as {
        sessions: Array<{ id: string; spacesRemaining: number; numberOfConfirmedParticipants: number }>;
      };
      const listed = schedule.sessions.find((session) => session.id === sessionId);
      const registration = (await cai.client.get(`/api/sessions/${shortId}/registration`)).body as { spacesRemaining: number; registrationOpen: boolean };
      const place = (await cai.client.get(`/api/participant/waiting-list/${sessionId}`)).body as { full: boolean };
      return {
        schedule: listed && { registered: listed.numberOfConfirmedParticipants, spaces: listed.spacesRemaining },
        registration: { spaces: registration.spacesRemaining, open: registration.registrationOpen },
        full: place.full,
      };
    };
    await expect.poll(spaces).toEqual({ schedule: { registered: 1, spaces: 0 }, registration: { spaces: 0, open: false }, full: true });

    // Ana taken off: her space is offered to Ben and held for him, so still none for anyone else.
    expect((await as.trainer.request("PATCH", `/api/sessions/${sessionId}/attendeesList`, { participantsEmails: [], status: "confirmed" })).status).toBe(200);
    const offerId = await eventually(
      async () => (await ben.client.get(`/api/participant/waiting-list/${sessionId}`)).body.offer?.offerId as string | undefined,
    );
    await expect.poll(spaces).toEqual({ schedule: { registered: 0, spaces: 0 }, registration: { spaces: 0, open: false }, full: true });

    // Ben declines, nobody else waits: the space is free again.
    expect((await ben.client.post(`/api/sessions/${sessionId}/waiting-list/offer/decline`, { offerId })).status).toBe(200);
    await expect.poll(spaces).toEqual({ schedule: { registered: 0, spaces: 1 }, registration: { spaces: 1, open: true }, full: false });
  });
});
