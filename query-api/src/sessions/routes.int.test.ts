import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHORT_ID_PATTERN } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendance, sessionTodayForm } from "@wellbeing/testkit/attendance";
import { inDays, sessionForm as sessionFormOf } from "@wellbeing/testkit/sessionCast";
import { addOutsideTrainer, startDemoSystem, type DemoClients, type DemoIds } from "@wellbeing/testkit/sessionListFixtures";
import type { TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;
let as: DemoClients;
let ids: DemoIds;
let outsider: ApiClient;

const inTwoWeeks = inDays(14);

const sessionForm = (overrides: Record<string, unknown> = {}) => sessionFormOf(ids.trainer, overrides);

beforeAll(async () => {
  ({ system, as, ids } = await startDemoSystem());
  // A trainer outside the demo lead's group.
  ({ client: outsider } = await addOutsideTrainer(system));
});

afterAll(async () => {
  await system.stop();
});

// Who may create a session, with which trainers and modules, and every refusal of bad input are the
// command slice's spec (command-api/src/sessions/scheduleSession.int.test.ts).

describe("creating a session (POST /api/add-session)", () => {
  it("a trainer creates a session; its details are readable at once with the consistency token", async () => {
    const created = await as.trainer.post("/api/add-session", sessionForm({ extraInfo: "Bring a pen" }));
    expect(created.status).toBe(201);
    expect(created.body.shortId).toMatch(SHORT_ID_PATTERN);
    expect(created.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);

    const details = await as.trainer.get(`/api/session-details/${created.body.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: created.body.id,
      shortId: created.body.shortId,
      course: "C5",
      modules: ["1"],
      dates: [{ sessionDate: inTwoWeeks, startTime: "10:00", endTime: "12:00" }],
      capacity: 12,
      remote: false,
      address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
      meetingPlatform: null,
      meetingLink: null,
      contactEmail: "trainer@demo.test",
      extraInfo: "Bring a pen",
      trainers: [{ id: ids.trainer, name: "Tara Trainer" }],
      numberOfConfirmedParticipants: 0,
    });
  });

  it("serves a public view by short id, without the meeting link", async () => {
    const created = await as.trainer.post(
      "/api/add-session",
      sessionForm({ remote: true, address: null, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/123456" }),
    );
    const publicView = await as.anonymous.get(`/api/sessions/${created.body.shortId}`, { "x-consistency-token": created.headers.get("x-consistency-token")! });
    expect(publicView.status).toBe(200);
    expect(publicView.body).toMatchObject({ id: created.body.id, remote: true, meetingPlatform: "zoom", trainers: [{ name: "Tara Trainer" }] });
    expect(publicView.body).not.toHaveProperty("meetingLink");
    // An allowlist: exactly these fields leave for anyone with the link.
    expect(Object.keys(publicView.body).sort()).toEqual(
      [
        "id",
        "shortId",
        "course",
        "modules",
        "dates",
        "capacity",
        "remote",
        "address",
        "trainers",
        "numberOfConfirmedParticipants",
        "spacesRemaining",
        "meetingPlatform",
        "contactEmail",
        "extraInfo",
      ].sort(),
    );
    expect((await as.anonymous.get("/api/sessions/zzzzzzzz")).status).toBe(404);
    expect((await as.anonymous.get("/api/sessions/%27%20or%201=1")).status).toBe(404);
  });

  it("refuses a multi-account person who has not chosen an account yet", async () => {
    const undecided = new ApiClient(system.url);
    expect((await undecided.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD)).role).toBeNull();
    expect((await undecided.post("/api/add-session", sessionForm({ partnerTrainer1: ids.multi }))).status).toBe(403);
    expect((await undecided.post("/api/all/dashboard")).status).toBe(403);
  });

  it("gives every session its own short id", async () => {
    const created = await Promise.all(Array.from({ length: 20 }, () => as.admin.post("/api/add-session", sessionForm())));
    const shortIds = created.map((response) => response.body.shortId as string);
    expect(new Set(shortIds).size).toBe(20);
    expect(shortIds.every((shortId) => SHORT_ID_PATTERN.test(shortId))).toBe(true);
  });
});

describe("session details (GET /api/session-details/:id)", () => {
  it("shows a session to its trainers, their local lead and admins only", async () => {
    const created = await as.trainer.post("/api/add-session", sessionForm());
    const path = `/api/session-details/${created.body.id}`;
    const token = { "x-consistency-token": created.headers.get("x-consistency-token")! };
    expect((await as.trainer.get(path, token)).status).toBe(200);
    expect((await as.lead.get(path, token)).status).toBe(200);
    expect((await as.admin.get(path, token)).status).toBe(200);
    expect((await outsider.get(path, token)).status).toBe(403);
    expect((await as.participant.get(path, token)).status).toBe(403);
    expect((await as.anonymous.get(path, token)).status).toBe(401);
  });

  it("counts 'Responses: X out of Y' over who came once the register holds a mark, over the registered before, and says which (issue 29)", async () => {
    const created = await as.trainer.post("/api/add-session", sessionTodayForm(ids.trainer));
    expect(created.status).toBe(201);
    const path = `/api/session-details/${created.body.id}`;
    const listed = await as.trainer.request("PATCH", `/api/sessions/${created.body.id}/attendeesList`, {
      participantsEmails: ["ada.count@example.org", "bryn.count@example.org", "cadi.count@example.org"].map((email) => ({ email, status: "confirmed" })),
      status: "confirmed",
    });
    expect(listed.status).toBe(200);
    expect((await as.trainer.get(path)).body).toMatchObject({ numberOfConfirmedParticipants: 3, responseRateAttendees: 3, attendeesBasis: "registered" });

    await recordAttendance(as.trainer, created.body.id, ["ada.count@example.org"]);
    expect((await as.trainer.get(path)).body).toMatchObject({ numberOfConfirmedParticipants: 3, responseRateAttendees: 1, attendeesBasis: "attended" });
    await expect.poll(async () => (await as.lead.get(path)).body).toMatchObject({ responseRateAttendees: 1, attendeesBasis: "attended" });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await as.admin.get("/api/session-details/0190a1b2-0000-7000-8000-000000000001")).status).toBe(404);
    expect((await as.admin.get("/api/session-details/not-an-id")).status).toBe(404);
  });
});

describe("trainer choices (GET /api/fetch-trainers)", () => {
  const names = async (client: ApiClient) => ((await client.get("/api/fetch-trainers")).body.trainers as Array<{ name: string }>).map((t) => t.name);

  it("offers a local lead their group and themself, an admin everyone delivering, never e-mails", async () => {
    expect(await names(as.lead)).toEqual(["Lee Lead", "Morgan Multi", "Tara Trainer"]);
    expect(await names(as.admin)).toEqual(["Lee Lead", "Morgan Multi", "Sol Solo", "Tara Trainer"]);
    expect(await names(as.trainer)).toEqual(["Morgan Multi", "Sol Solo", "Tara Trainer"]);
    const body = JSON.stringify((await as.admin.get("/api/fetch-trainers")).body);
    expect(body).not.toContain("@");
    expect((await as.lead.get("/api/fetch-trainers")).body.trainers.find((t: { name: string }) => t.name === "Lee Lead").isMe).toBe(true);
    expect((await as.participant.get("/api/fetch-trainers")).status).toBe(403);
    expect((await as.anonymous.get("/api/fetch-trainers")).status).toBe(401);
  });
});
