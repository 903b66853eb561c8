import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionMailStream, sessionStream } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// What a reaction or a scheduled job appends names its cause in its metadata (causationId), read
// back through the event store port; a command from a request names none.

let system: TestSystem;
let trainer: ApiClient;
let trainerId: string;

beforeAll(async () => {
  system = await startTestSystem({ scheduler: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1, retryLimit: 1 } });
  trainer = new ApiClient(system.url);
  trainerId = (await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD)).userId;
});

afterAll(async () => {
  await system.stop();
});

const schedule = async (sessionId: string, inSeconds: number) => {
  const scheduled = await trainer.post(`/api/sessions/${sessionId}/scheduled-emails`, {
    date: new Date(Date.now() + inSeconds * 1000).toISOString(),
    surveyType: "post",
    recipients: ["caused@example.org"],
  });
  expect(scheduled.status).toBe(201);
  return scheduled.body.scheduledEmailId as string;
};

/** The first event of this type on the stream, once it is there. */
const recorded = async (streamId: string, type: string) => {
  await expect.poll(async () => (await system.store.readStream(streamId)).some((event) => event.type === type)).toBe(true);
  return (await system.store.readStream(streamId)).find((event) => event.type === type)!;
};

describe("causationId", () => {
  it("a reaction's command names the event it reacted to, in that event's correlation; the request's own event names none", async () => {
    const session = await createSession(trainer, sessionForm(trainerId));
    await schedule(session.id, 3_600);
    expect((await trainer.request("DELETE", `/api/session-delete/${session.id}`)).status).toBe(200);

    const deleted = await recorded(sessionStream(session.id), "SessionDeleted");
    const cancelled = await recorded(sessionMailStream(session.id), "ScheduledEmailCancelled");
    expect(deleted.metadata.causationId).toBeNull();
    expect(deleted.metadata.actorId).toBe(trainerId);
    expect(cancelled.metadata).toMatchObject({ causationId: deleted.eventId, correlationId: deleted.metadata.correlationId, actorId: null });
  });

  it("a scheduled e-mail's sending names the job that sent it", async () => {
    const session = await createSession(trainer, sessionForm(trainerId));
    const scheduledEmailId = await schedule(session.id, 1);

    const sent = await recorded(sessionMailStream(session.id), "SessionEmailSent");
    const job = await system.pool.query<{ id: string }>("SELECT id FROM pgboss.job WHERE data->>'scheduledEmailId' = $1", [scheduledEmailId]);
    expect(job.rows).toHaveLength(1);
    expect(sent.metadata.causationId).toBe(job.rows[0]!.id);
  });
});
