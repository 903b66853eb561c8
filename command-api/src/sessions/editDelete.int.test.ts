import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SESSION_TEXTS, sessionStream, shortIdStream } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { eventually } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { createSession, inDays, recordResponse, sessionForm, type CastMember } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { eventCount, eventText } from "@wellbeing/testkit/storedEvents";

const suite = sessionCastSuite();

const editPath = (id: string) => `/api/session-edit/${id}`;
const deletePath = (id: string) => `/api/session-delete/${id}`;
const trainersForm = (overrides: Record<string, unknown> = {}) => sessionForm(suite.cast.ids.trainer, overrides);
const trainersSession = () => createSession(suite.cast.as.trainer, sessionForm(suite.cast.ids.trainer));

/** Rows a session still has in the read models (sessions, session_reach). */
const readModelRows = async (sessionId: string) => {
  const { rows } = await suite.system.pool.query(
    `SELECT (SELECT count(*) FROM ${READ_MODEL_SCHEMA}.sessions WHERE id = $1)::int AS sessions,
            (SELECT count(*) FROM ${READ_MODEL_SCHEMA}.session_reach WHERE session_id = $1)::int AS reach`,
    [sessionId],
  );
  return rows[0] as { sessions: number; reach: number };
};

describe("live pushes of edits and deletes (/api/live)", () => {
  // First in the file, with sockets of its own: no other test's pushes can still be on their way.
  const MEMBERS: CastMember[] = ["admin", "lead", "trainer", "participant", "otherLead", "otherTrainer"];
  let sockets: Record<CastMember, Awaited<ReturnType<typeof openLiveSocket>>>;

  beforeAll(async () => {
    sockets = {} as typeof sockets;
    for (const member of MEMBERS) sockets[member] = await openLiveSocket(suite.system.url, suite.cast.as[member].sessionCookie);
  });
  afterAll(() => {
    for (const socket of Object.values(sockets ?? {})) socket.close();
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
      expect(
        sockets[member].messages.filter((m) => m.topics.includes("sessions")),
        member,
      ).toEqual([]);
    }
  };

  it("tells the session's trainer, their lead and admins of an edit, and nobody else", async () => {
    const session = await createSession(suite.cast.as.trainer, sessionForm(suite.cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await suite.cast.as.trainer.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.trainer, { capacity: 30 }))).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin"]);
  });

  it("tells those who lose a session and those who gain it", async () => {
    const session = await createSession(suite.cast.as.trainer, sessionForm(suite.cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await suite.cast.as.admin.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.otherTrainer))).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin", "otherTrainer", "otherLead"]);
  });

  it("tells the session's trainer, their lead and admins of a deletion, and nobody else", async () => {
    const session = await createSession(suite.cast.as.trainer, sessionForm(suite.cast.ids.trainer));
    await expectToldOnly(["trainer", "lead", "admin"]);
    clearMessages();
    expect((await suite.cast.as.lead.request("DELETE", deletePath(session.id))).status).toBe(200);
    await expectToldOnly(["trainer", "lead", "admin"]);
  });
});

// Who may edit or delete, and every refusal of bad input, are the command slices' specs
// (command-api/src/sessions/editSession.int.test.ts, deleteSession.int.test.ts); here, what the
// whole system shows of an edit or a deletion.

describe("editing a session (PATCH /api/session-edit/:id)", () => {
  it("lets the session's trainer change it; the details show the new values at once", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const newDate = { sessionDate: inDays(20), startTime: "13:00", endTime: "15:30" };
    const edited = await suite.cast.as.trainer.request("PATCH", editPath(session.id), trainersForm({ dates: [newDate], capacity: 20, extraInfo: "Room 4" }));
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({ id: session.id });
    expect(edited.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);

    const details = await suite.cast.as.trainer.get(`/api/session-details/${session.id}`);
    expect(details.body).toMatchObject({ id: session.id, shortId: session.shortId, dates: [newDate], capacity: 20, extraInfo: "Room 4" });
  });

  it("records the full new details with the dates the session had before, the contact e-mail sealed", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const newDate = { sessionDate: inDays(30), startTime: "09:00", endTime: "11:00" };
    await suite.cast.as.admin.request("PATCH", editPath(session.id), trainersForm({ dates: [newDate], contactEmail: "office@demo.test" }));

    const events = await suite.system.store.readStream(sessionStream(session.id));
    expect(events.map((event) => event.type)).toEqual(["SessionScheduled", "SessionEdited"]);
    expect(events[1]!.data).toMatchObject({
      sessionId: session.id,
      dates: [newDate],
      previousDates: [{ sessionDate: inDays(14), startTime: "10:00", endTime: "12:00" }],
      contactEmail: "office@demo.test",
      scheduledBy: suite.cast.ids.trainer,
      editedBy: suite.cast.ids.admin,
    });
    const stored = (await suite.system.sealedStore.readStream(sessionStream(session.id))).find((event) => event.type === "SessionEdited");
    expect(eventText(stored!)).not.toContain("office@demo.test");
  });

  it("names a trainer the lead adds on the session's details", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    expect((await suite.cast.as.lead.request("PATCH", editPath(session.id), trainersForm({ partnerTrainer2: suite.cast.ids.lead }))).status).toBe(200);
    const details = await suite.cast.as.lead.get(`/api/session-details/${session.id}`);
    expect(details.body.trainers).toEqual([
      { id: suite.cast.ids.trainer, name: "Tara Trainer" },
      { id: suite.cast.ids.lead, name: "Lee Lead" },
    ]);
  });

  it("hands a session over: an admin moves it to another group's trainer, who may then manage it", async () => {
    const session = await createSession(suite.cast.as.trainer, trainersForm());
    const moved = await suite.cast.as.admin.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.otherTrainer));
    expect(moved.status).toBe(200);
    const token = { "x-consistency-token": moved.headers.get("x-consistency-token")! };
    expect((await suite.cast.as.trainer.get(`/api/session-details/${session.id}`, token)).status).toBe(403);
    expect((await suite.cast.as.otherLead.get(`/api/session-details/${session.id}`, token)).status).toBe(200);
    expect((await suite.cast.as.otherTrainer.request("PATCH", editPath(session.id), sessionForm(suite.cast.ids.otherTrainer, { capacity: 9 }))).status).toBe(
      200,
    );
  });
});

describe("deleting a session (DELETE /api/session-delete/:id)", () => {
  it("lets the session's trainer delete it: it leaves every read model, its short id stays claimed", async () => {
    const session = await trainersSession();
    const dashboardBefore = (await suite.cast.as.trainer.post("/api/all/dashboard", {}, { "x-consistency-token": session.token })).body.sessionCount;
    expect(await readModelRows(session.id)).toEqual({ sessions: 1, reach: 1 });

    const deleted = await suite.cast.as.trainer.request("DELETE", deletePath(session.id));
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: session.id });
    const token = { "x-consistency-token": deleted.headers.get("x-consistency-token")! };

    expect((await suite.cast.as.trainer.get(`/api/session-details/${session.id}`, token)).status).toBe(404);
    expect((await suite.cast.as.anonymous.get(`/api/sessions/${session.shortId}`, token)).status).toBe(404);
    expect((await suite.cast.as.trainer.post("/api/all/dashboard", {}, token)).body.sessionCount).toBe(dashboardBefore - 1);
    expect(await readModelRows(session.id)).toEqual({ sessions: 0, reach: 0 });
    const claim = await suite.system.store.readStream(shortIdStream(session.shortId));
    expect(claim.map((event) => [event.type, event.data])).toEqual([["ShortIdClaimed", { sessionId: session.id }]]);
  });

  it("refuses while evaluation responses exist, which the details and the dashboard count", async () => {
    const session = await trainersSession();
    await recordResponse(suite.system, session.id, "pre-course");
    await recordResponse(suite.system, session.id, "pre-course");
    await recordResponse(suite.system, session.id, "post");
    const before = await eventCount(suite.system);

    const refused = await suite.cast.as.admin.request("DELETE", deletePath(session.id));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(SESSION_TEXTS.cannotDelete);
    expect(await eventCount(suite.system)).toBe(before);

    // Recorded straight on the stream (no endpoint yet): wait for the projector to count them.
    const details = await eventually(async () => {
      const answer = await suite.cast.as.trainer.get(`/api/session-details/${session.id}`);
      return answer.body.responseCounts?.post === 1 && answer.body;
    });
    expect(details.responseCounts).toEqual({ "pre-course": 2, post: 1 });
    expect((await suite.cast.as.trainer.post("/api/all/dashboard")).body.responseCount).toBe(3);
    expect(await readModelRows(session.id)).toEqual({ sessions: 1, reach: 1 });
  });
});
