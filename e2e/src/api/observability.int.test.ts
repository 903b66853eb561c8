import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allProjections } from "@wellbeing/projector";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { runnerWithFailingSessions } from "@wellbeing/testkit/failingProjection";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { sampleValue, scrapeMetrics } from "@wellbeing/testkit/metrics";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Running it in production: health (live, ready through /api/health), and /metrics: commands by
// type and their latency, each projection's lag, live clients, the e-mail outbox. A projection that
// throws shows in both: ready names it failing (503), its lag grows, the other projections go on.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

const health = async (path: string) => {
  const response = await fetch(`${system.url}${path}`);
  return { status: response.status, body: (await response.json()) as { status: string; checks: Array<{ name: string; state: string; detail?: string }> } };
};

const stateOf = (checks: ReadonlyArray<{ name: string; state: string }>, name: string) => checks.find((check) => check.name === name)?.state;

const newSession = (trainerId: string, days: number) => ({
  dates: [{ sessionDate: new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10), startTime: "10:00", endTime: "12:00" }],
  remote: true,
  meetingPlatform: "zoom",
  meetingLink: "https://zoom.us/j/4242",
  course: "C5",
  modules: ["1"],
  capacity: 9,
  partnerTrainer1: trainerId,
  contactEmail: DEMO_ACCOUNTS.trainer,
});

describe("health", () => {
  it("answers live, and ready with each check named: the event store, PostgreSQL and every read model's projection", async () => {
    expect(await health("/health/live")).toEqual({ status: 200, body: { status: "live" } });
    await expect.poll(async () => (await health("/api/health")).status).toBe(200);
    const ready = await health("/api/health");
    expect(ready.body.status).toBe("ready");
    const names = ready.body.checks.map((check) => check.name);
    expect(names).toEqual(expect.arrayContaining(["postgres", "eventStore", ...allProjections.map((projection) => `projection:${projection.name}`)]));
    expect(ready.body.checks.every((check) => check.state === "ok")).toBe(true);
    const own = await health("/health/ready");
    expect(own.status).toBe(200);
    expect(own.body.checks.map((check) => check.name)).toEqual(names);
  });
});

describe("metrics", () => {
  it("count commands by type with their latency, and show projector lag, live clients and the e-mail outbox", async () => {
    const trainer = new ApiClient(system.url);
    await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const refused = await new ApiClient(system.url).post("/api/login", { email: DEMO_ACCOUNTS.trainer, password: "not-the-password-1!" });
    expect(refused.status).toBe(401);
    const live = await openLiveSocket(system.url, trainer.cookieHeader);
    try {
      const samples = await scrapeMetrics(system.url);
      expect(sampleValue(samples, "wellbeing_commands_total", { command: "POST /api/login", status: "2xx" })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, "wellbeing_commands_total", { command: "POST /api/login", status: "4xx" })).toBeGreaterThanOrEqual(1);
      expect(sampleValue(samples, "wellbeing_command_duration_seconds_count", { command: "POST /api/login" })).toBeGreaterThanOrEqual(2);
      expect(sampleValue(samples, "wellbeing_command_duration_seconds_bucket", { command: "POST /api/login", le: "+Inf" })).toBeGreaterThanOrEqual(2);
      // Reads are not commands.
      expect(samples.some((sample) => sample.name === "wellbeing_commands_total" && sample.labels.command?.startsWith("GET /api/users/sessions"))).toBe(false);
      for (const projection of allProjections) {
        expect(sampleValue(samples, "wellbeing_projector_lag_events", { projection: projection.name }), projection.name).toBeTypeOf("number");
        expect(sampleValue(samples, "wellbeing_projector_lag_seconds", { projection: projection.name }), projection.name).toBeTypeOf("number");
      }
      expect(sampleValue(samples, "wellbeing_websocket_clients")).toBe(1);
      expect(sampleValue(samples, "wellbeing_mail_queue_depth")).toBeTypeOf("number");
      expect(sampleValue(samples, "wellbeing_mail_failed")).toBeTypeOf("number");
      expect(sampleValue(samples, "wellbeing_mail_send_failures_total")).toBe(0);
      expect(sampleValue(samples, "wellbeing_process_resident_memory_bytes")).toBeGreaterThan(0);
    } finally {
      live.close();
    }
    await expect.poll(async () => sampleValue(await scrapeMetrics(system.url), "wellbeing_websocket_clients")).toBe(0);
  });
});

describe("a projection that throws", () => {
  it("is named failing by ready (503) and its lag grows in /metrics, while the other projections go on", async () => {
    const trainer = new ApiClient(system.url);
    const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    // The live projector is replaced by one whose sessions projection cannot take a new session.
    await system.projector.pause();
    const broken = runnerWithFailingSessions(system);
    broken.start();
    try {
      expect((await trainer.post("/api/add-session", newSession(userId, 40))).status).toBe(201);
      await expect.poll(async () => (await health("/api/health")).status).toBe(503);
      const notReady = await health("/api/health");
      expect(notReady.body.status).toBe("notReady");
      const sessions = notReady.body.checks.find((check) => check.name === "projection:sessions");
      expect(sessions).toMatchObject({ state: "failing" });
      expect(sessions?.detail).toContain("SessionScheduled");
      expect(stateOf(notReady.body.checks, "postgres")).toBe("ok");
      expect(stateOf(notReady.body.checks, "projection:users")).toBe("ok");
      expect((await health("/health/ready")).status).toBe(503);

      const before = await scrapeMetrics(system.url);
      expect(sampleValue(before, "wellbeing_projector_failing", { projection: "sessions" })).toBe(1);
      const stuckAt = sampleValue(before, "wellbeing_projector_lag_events", { projection: "sessions" })!;
      expect(stuckAt).toBeGreaterThanOrEqual(1);

      // More commands: the stuck projection falls further behind, the others keep up.
      expect((await trainer.post("/api/add-session", newSession(userId, 41))).status).toBe(201);
      await expect
        .poll(async () => sampleValue(await scrapeMetrics(system.url), "wellbeing_projector_lag_events", { projection: "sessions" }))
        .toBeGreaterThan(stuckAt);
      await expect.poll(async () => sampleValue(await scrapeMetrics(system.url), "wellbeing_projector_lag_events", { projection: "users" })).toBe(0);
      const after = await scrapeMetrics(system.url);
      expect(sampleValue(after, "wellbeing_projector_failing", { projection: "users" })).toBe(0);
      expect(sampleValue(after, "wellbeing_projector_lag_seconds", { projection: "sessions" })).toBeGreaterThan(0);
    } finally {
      await broken.stop();
    }
    // The fault is gone (the real projector again): it catches up and the system is ready again.
    await system.projector.resume();
    await expect.poll(async () => (await health("/api/health")).status).toBe(200);
    await expect.poll(async () => sampleValue(await scrapeMetrics(system.url), "wellbeing_projector_lag_events", { projection: "sessions" })).toBe(0);
  });
});
