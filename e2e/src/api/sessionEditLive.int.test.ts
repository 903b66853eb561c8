import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../support/apiClient";
import { openLiveSocket } from "../support/liveSocket";
import { assembleSessionCast, createSession, sessionForm, type CastMember, type SessionCast } from "../support/sessionCast";
import { startTestSystem, type TestSystem } from "../support/testSystem";

let system: TestSystem;
let cast: SessionCast;
let sockets: Record<CastMember, Awaited<ReturnType<typeof openLiveSocket>>>;

const MEMBERS: CastMember[] = ["admin", "lead", "trainer", "participant", "otherLead", "otherTrainer"];

beforeAll(async () => {
  system = await startTestSystem();
  cast = await assembleSessionCast(system);
  sockets = {} as typeof sockets;
  for (const member of MEMBERS) sockets[member] = await openLiveSocket(system.url, cast.as[member].sessionCookie);
});

afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.close();
  await system.stop();
});

const clearMessages = () => {
  for (const socket of Object.values(sockets)) socket.messages.length = 0;
};

beforeEach(clearMessages);

/** Waits until each of `told` heard about sessions and the dashboard, then checks nobody else did. */
const expectToldOnly = async (told: CastMember[]) => {
  for (const member of told) {
    const message = await eventually(async () => sockets[member].messages.find((m) => m.topics.includes("sessions")));
    expect(message.topics).toContain("dashboard");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const member of MEMBERS.filter((each) => !told.includes(each))) {
    expect(sockets[member].messages.filter((m) => m.topics.includes("sessions")), member).toEqual([]);
  }
};

describe("live pushes of edits and deletes (/api/live)", () => {
  it("tells the session's trainer, their lead and admins of an edit, and nobody else", async () => {
    const session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await cast.as.trainer.request("PATCH", `/api/session-edit/${session.id}`, sessionForm(cast.ids.trainer, { capacity: 30 }))).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin"]);
  });

  it("tells those who lose a session and those who gain it", async () => {
    const session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await cast.as.admin.request("PATCH", `/api/session-edit/${session.id}`, sessionForm(cast.ids.otherTrainer))).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin", "otherTrainer", "otherLead"]);
  });

  it("tells the session's trainer, their lead and admins of a deletion, and nobody else", async () => {
    const session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await cast.as.lead.request("DELETE", `/api/session-delete/${session.id}`)).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin"]);
  });
});
