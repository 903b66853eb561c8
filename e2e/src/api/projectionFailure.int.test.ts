import { afterAll, beforeAll, expect, it } from "vitest";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { runnerWithFailingSessions } from "@wellbeing/testkit/failingProjection";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { inDays, onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// A failing projection is contained on the read side too: a read that needs it answers at once,
// marked stale, instead of waiting out its bound; reads of healthy read models are unaffected; and
// once the fault is gone the projection catches up and reads see the write.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.stop();
});

it("a read waiting for a failing read model answers stale at once; healthy ones answer fresh; all catch up once fixed", async () => {
  const trainer = new ApiClient(system.url);
  const { userId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);

  // The live projector is replaced by one whose sessions projection cannot take a new session.
  await system.projector.pause();
  let createdId = "";
  const broken = runnerWithFailingSessions(system);
  broken.start();
  try {
    const created = await trainer.post(
      "/api/add-session",
      onlineSessionForm(userId, {
        dates: [{ sessionDate: inDays(50), startTime: "10:00", endTime: "12:00" }],
        meetingLink: "https://zoom.us/j/9090",
        capacity: 9,
      }),
    );
    expect(created.status).toBe(201);
    createdId = created.body.id;
    await eventually(async () => broken.failures.some((failure) => failure.projection === "sessions" && failure.streamId === `session-${createdId}`));

    // The system waits up to 30 s for a lagging read model; a failing one is not waited for at all.
    const started = Date.now();
    const list = await trainer.get("/api/users/sessions?type=all&pageSize=100");
    expect(list.status).toBe(200);
    expect(list.headers.get("x-consistency-stale"), JSON.stringify(broken.failures)).toBe("true");
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(list.body.sessions.map((session: { id: string }) => session.id)).not.toContain(created.body.id);
    // A read of healthy read models only is fresh.
    const trainers = await trainer.get("/api/fetch-trainers");
    expect(trainers.status).toBe(200);
    expect(trainers.headers.get("x-consistency-stale")).toBeNull();
  } finally {
    await broken.stop();
  }

  // The fault is gone (the real projector again): it retries the stored failure at once and catches up.
  await system.projector.resume();
  await eventually(async () => {
    const fresh = await trainer.get("/api/users/sessions?type=all&pageSize=100");
    return fresh.headers.get("x-consistency-stale") === null && fresh.body.sessions.some((session: { id: string }) => session.id === createdId);
  });
  await eventually(async () => {
    const { rows } = await system.pool.query(`SELECT failing_since FROM ${READ_MODEL_SCHEMA}.projection_checkpoints WHERE name = 'sessions'`);
    return rows[0]?.failing_since === null;
  });
});
