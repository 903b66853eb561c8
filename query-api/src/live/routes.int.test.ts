import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CREDENTIALS_CHANNEL } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { createSession, onlineSessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// /api/live when the query API's announcement feed is cut: what was announced meanwhile is lost, so
// every socket is told to refetch, and the chains of `previous` positions start again.

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem();
});

afterAll(async () => {
  await system.stop();
});

interface Told {
  readonly type: string;
  readonly topics: string[];
  readonly position?: string;
  readonly previous?: Record<string, string | null>;
}

describe("/api/live, its feed cut", () => {
  it("tells every socket 'missed' once it listens again, and the next push starts a new chain", async () => {
    const trainer = new ApiClient(system.url);
    const { userId: trainerId } = await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    const socket = await openLiveSocket(system.url, trainer.sessionCookie);
    const messages = socket.messages as ReadonlyArray<Told>;
    await createSession(trainer, onlineSessionForm(trainerId));
    await expect.poll(() => messages.some((message) => message.topics.includes("dashboard"))).toBe(true);

    // The query API's LISTEN connection dies (a database restart, a network cut); it reconnects on its own.
    await system.db.raw("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query = ?", [
      `LISTEN ${CREDENTIALS_CHANNEL}`,
    ]);
    await expect
      .poll(() => messages.find((message) => message.type === "missed"))
      .toMatchObject({ type: "missed", topics: expect.arrayContaining(["dashboard"]) });

    const missedAt = messages.findIndex((message) => message.type === "missed");
    await createSession(trainer, onlineSessionForm(trainerId));
    await expect.poll(() => messages.slice(missedAt).find((message) => message.type === "changed" && message.topics.includes("dashboard"))).toBeTruthy();
    const next = messages.slice(missedAt).find((message) => message.type === "changed" && message.topics.includes("dashboard"))!;
    expect(next.previous?.dashboard).toBeNull();
    socket.close();
  });
});
