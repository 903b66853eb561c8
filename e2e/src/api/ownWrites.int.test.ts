import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { LIVE_CLOSE } from "@wellbeing/domain";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { sampleValue, scrapeMetrics } from "@wellbeing/testkit/metrics";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// A lagging read side never logs anyone out, nor hides a person's own fresh write: who a cookie
// belongs to is judged from the person's own user stream, and every read waits (bounded) for the
// read models it uses to pass the position of the browser's latest write, kept in a cookie.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

const clearsSession = (headers: Headers) => headers.getSetCookie().some((header) => /^wb_session=;/.test(header));

const sessionForm = (trainerId: string, daysAhead: number) => ({
  dates: [{ sessionDate: new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
  remote: true,
  meetingPlatform: "zoom",
  meetingLink: "https://zoom.us/j/4242",
  course: "C5",
  modules: ["1"],
  capacity: 12,
  partnerTrainer1: trainerId,
  contactEmail: DEMO_ACCOUNTS.trainer,
});

describe("who a cookie belongs to", () => {
  it("is known at once after sign-up: authenticated with the cookie kept, 20 times in a row", async () => {
    for (let attempt = 1; attempt <= 20; attempt += 1) {
      const { client } = await signUpParticipant(system.url, `Quick Signer ${attempt}`, `quick.signer.${attempt}@example.org`);
      const auth = await client.get("/api/users/auth");
      expect(auth.body, `attempt ${attempt}`).toMatchObject({ isAuthenticated: true, name: `Quick Signer ${attempt}`, role: "participant" });
      expect(clearsSession(auth.headers), `attempt ${attempt}`).toBe(false);
      expect(client.sessionCookie).not.toBeNull();
    }
  });

  it("with the projector paused: a new account stays logged in across 10 reloads, and a revoked one is logged out while it stays paused, with no wait for it", async () => {
    const old = new ApiClient(system.url);
    await old.logIn(DEMO_ACCOUNTS.participant, DEMO_PASSWORD);
    const otherDevice = old.copy();
    const socket = await openLiveSocket(system.url, otherDevice.sessionCookie);
    const closed = new Promise<number>((resolve) => socket.socket.once("close", resolve));
    await system.projector.pause();
    try {
      const { client: fresh } = await signUpParticipant(system.url, "Paused Pat", "paused.pat@example.org");
      for (let reload = 1; reload <= 10; reload += 1) {
        const auth = await fresh.get("/api/users/auth");
        expect(auth.body, `reload ${reload}`).toMatchObject({ isAuthenticated: true, name: "Paused Pat" });
        expect(clearsSession(auth.headers), `reload ${reload}`).toBe(false);
      }

      expect((await old.post("/api/logout")).status).toBe(204);
      const auth = await otherDevice.get("/api/users/auth");
      expect(auth.body).toEqual({ isAuthenticated: false });
      expect(clearsSession(auth.headers)).toBe(true);
      // Judged from the person's own stream, not a wait for the paused read models run out (that answer says it may be stale).
      expect(auth.headers.get("x-consistency-stale")).toBeNull();
      expect(await closed).toBe(LIVE_CLOSE.revoked);
    } finally {
      await system.projector.resume();
    }
  });

  it("never clears a cookie whose person is unknown here (another database's token): only a proven revocation does", async () => {
    const stranger = new ApiClient(system.url);
    const { TokenService } = await import("@wellbeing/platform");
    const token = new TokenService("test-secret-that-is-long-enough-for-hs256-signing").issue({
      userId: "0190a000-0000-7000-8000-000000000000",
      role: "participant",
      roles: ["participant"],
      generation: 0,
    });
    const auth = await stranger.get("/api/users/auth", { cookie: `wb_session=${token}` });
    expect(auth.body).toEqual({ isAuthenticated: false });
    expect(clearsSession(auth.headers)).toBe(false);
  });
});

describe("a person's own fresh write", () => {
  it("is on their next read with no token passed: the read waits for the read models to catch up", async () => {
    const trainer = new ApiClient(system.url);
    const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    await system.projector.pause();
    let created: { id: string };
    let listed: Promise<{ body: { sessions: Array<{ id: string }> } }>;
    try {
      const answer = await trainer.post("/api/add-session", sessionForm(userId, 30));
      expect(answer.status).toBe(201);
      created = answer.body;
      // The read is asked while the projector is stopped: it waits for it rather than answering without the session.
      listed = trainer.get("/api/users/sessions?type=all&pageSize=100");
      // The read has arrived and is held (the metric of reads waiting), and has not answered without the session.
      await expect.poll(async () => sampleValue(await scrapeMetrics(system.url), "wellbeing_reads_waiting"), { timeout: 30_000 }).toBe(1);
    } finally {
      await system.projector.resume();
    }
    const { body } = await listed;
    expect(body.sessions.map((session) => session.id)).toContain(created.id);
    expect((await trainer.get(`/api/session-details/${created.id}`)).status).toBe(200);
  });

  it("shows a changed name at once, in another tab too", async () => {
    const { client: tab } = await signUpParticipant(system.url, "Rhys Before", "rhys.before@example.org");
    await system.projector.pause();
    try {
      expect((await tab.request("PATCH", "/api/my-account", { name: "Rhys After", email: "rhys.before@example.org" })).status).toBe(200);
      expect((await tab.copy().get("/api/users/auth")).body).toMatchObject({ name: "Rhys After" });
    } finally {
      await system.projector.resume();
    }
  });
});
