import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;
const clients: Record<string, ApiClient> = {};
let trainerId: string;

const form = (trainer: string) => ({
  dates: [{ sessionDate: "2030-01-15", startTime: "10:00", endTime: "12:00" }],
  remote: true,
  meetingPlatform: "google",
  meetingLink: "https://meet.google.com/abc-defg-hij",
  course: "YOUNG_PEOPLE",
  modules: ["2"],
  capacity: 8,
  partnerTrainer1: trainer,
  contactEmail: "trainer@demo.test",
});

beforeAll(async () => {
  system = await startTestSystem();
  for (const key of ["admin", "lead", "trainer", "participant", "multi"] as const) {
    clients[key] = new ApiClient(system.url);
    await clients[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD, key === "multi" ? "participant" : undefined);
  }
  trainerId = (await clients.trainer!.get("/api/users/auth")).body.userId;
});

afterAll(async () => {
  await system.stop();
});

describe("staff dashboard (POST /api/all/dashboard)", () => {
  it("answers each role its own reach: a trainer's sessions and response rate, a lead's group, everyone for admins", async () => {
    // Demo data: the trainer delivers three sessions (one with the multi-account trainer), the lead one of their own,
    // and the admin scheduled a Train the Trainer session delivered by the lead.
    expect((await clients.trainer!.post("/api/all/dashboard")).body).toEqual({ sessionCount: 3, participantCount: 0, responseCount: 0, responseRate: 0 });
    // The Trainers tile counts the list it opens: the lead's Your Trainers (themself, Tara and Morgan), the admin's Trainers (Tara and Morgan).
    expect((await clients.lead!.post("/api/all/dashboard")).body).toEqual({ sessionCount: 5, participantCount: 0, responseCount: 0, trainerCount: 3 });
    expect((await clients.admin!.post("/api/all/dashboard")).body).toEqual({ sessionCount: 5, participantCount: 0, responseCount: 0, trainerCount: 2 });
  });

  it("takes the scope from the token, never from the body", async () => {
    const asked = await clients.trainer!.post("/api/all/dashboard", { userType: "admin" });
    expect(asked.body.sessionCount).toBe(3);
    expect(asked.body).not.toHaveProperty("trainerCount");
  });

  it("refuses participants and anonymous callers", async () => {
    expect((await clients.participant!.post("/api/all/dashboard")).status).toBe(403);
    expect((await clients.multi!.post("/api/all/dashboard")).status).toBe(403);
    expect((await new ApiClient(system.url).post("/api/all/dashboard")).status).toBe(401);
  });

  it("counts a new session at once for its trainer, their lead and admins (read your writes)", async () => {
    const created = await clients.trainer!.post("/api/add-session", form(trainerId));
    expect(created.status).toBe(201);
    expect(
      (await clients.trainer!.post("/api/all/dashboard", {}, { "x-consistency-token": created.headers.get("x-consistency-token")! })).body.sessionCount,
    ).toBe(4);
    expect((await clients.lead!.post("/api/all/dashboard", {}, { "x-consistency-token": created.headers.get("x-consistency-token")! })).body.sessionCount).toBe(
      6,
    );
  });
});

describe("live updates (/api/live)", () => {
  it("pushes a session change to its trainer, their lead and admins, and to nobody else", async () => {
    const sockets = {
      trainer: await openLiveSocket(system.url, clients.trainer!.sessionCookie),
      lead: await openLiveSocket(system.url, clients.lead!.sessionCookie),
      admin: await openLiveSocket(system.url, clients.admin!.sessionCookie),
      participant: await openLiveSocket(system.url, clients.participant!.sessionCookie),
    };
    const outsider = new ApiClient(system.url);
    await outsider.post("/api/participant", { name: "Out Sider", email: "outsider@example.org", password: "Str0ng!pass" });
    const outsiderSocket = await openLiveSocket(system.url, outsider.sessionCookie);

    await clients.trainer!.post("/api/add-session", form(trainerId));
    for (const who of ["trainer", "lead", "admin"] as const) {
      const message = await eventually(async () => sockets[who].messages.find((m) => m.topics.includes("sessions")));
      expect(message).toMatchObject({ type: "changed", position: expect.stringMatching(/^\d+\.\d+$/) });
      expect(message.topics).toContain("dashboard");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sockets.participant.messages.filter((m) => m.topics.includes("sessions"))).toEqual([]);
    expect(outsiderSocket.messages.filter((m) => m.topics.includes("sessions"))).toEqual([]);
    for (const socket of [...Object.values(sockets), outsiderSocket]) socket.close();
  });

  it("refuses an upgrade without a session, or from another site's page", async () => {
    await expect(openLiveSocket(system.url, null)).rejects.toThrow(/401/);
    await expect(openLiveSocket(system.url, clients.admin!.sessionCookie, "https://evil.example")).rejects.toThrow(/403/);
  });
});

describe("the Trainers tile and the Trainers page (issue 26: one rule, one query)", () => {
  it("counts exactly the people of the list the tile opens, for a lead and for an admin, whoever joins, leaves or is archived", async () => {
    const leadId = (await clients.lead!.get("/api/users/auth")).body.userId as string;
    const agree = async () => {
      const [leadTile, leadList, adminTile, adminLists] = await Promise.all([
        clients.lead!.post("/api/all/dashboard"),
        clients.lead!.get("/api/users/my-trainers"),
        clients.admin!.post("/api/all/dashboard"),
        clients.admin!.get("/api/users/admin/trainers-and-leads"),
      ]);
      return leadTile.body.trainerCount === leadList.body.trainerList.length && adminTile.body.trainerCount === adminLists.body.trainerList.length
        ? { lead: leadTile.body.trainerCount as number, admin: adminTile.body.trainerCount as number }
        : null;
    };
    const before = await eventually(agree);

    // A new trainer of the group, a second lead's trainer, an auditor, and one of the group archived.
    await registerAccount(system, { email: "new.member@example.org", name: "Nia Member", roles: ["trainer"], localLeadId: leadId });
    const otherLead = await registerAccount(system, { email: "other.lead@example.org", name: "Osian Lead", roles: ["localLead"] });
    await registerAccount(system, { email: "other.trainer@example.org", name: "Olwen Trainer", roles: ["trainer"], localLeadId: otherLead });
    await registerAccount(system, { email: "an.auditor@example.org", name: "Ann Auditor", roles: ["auditor"] });
    const archived = await registerAccount(system, { email: "gone.member@example.org", name: "Gwen Gone", roles: ["trainer"], localLeadId: leadId });
    expect((await clients.admin!.post(`/api/users/${archived}/archive`)).status).toBe(204);

    // The lead's list gains Nia (Gwen is archived); the admin's Trainers list gains Nia and Olwen, not the lead nor the auditor.
    await eventually(async () => {
      const counts = await agree();
      return counts && counts.lead === before.lead + 1 && counts.admin === before.admin + 2;
    });
  });
});
