import { describe, expect, it } from "vitest";
import { SESSION_TEXTS, shortIdStream } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { eventually } from "../support/apiClient";
import { createSession, recordResponse, sessionForm } from "../support/sessionCast";
import { sessionCastSuite } from "../support/sessionCastSuite";
import { eventCount } from "../support/storedEvents";

const suite = sessionCastSuite();

const deletePath = (id: string) => `/api/session-delete/${id}`;
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

  it("lets the trainer's local lead and admins delete; refuses everyone else and appends nothing", async () => {
    const session = await trainersSession();
    const before = await eventCount(suite.system);
    expect((await suite.cast.as.anonymous.request("DELETE", deletePath(session.id))).status).toBe(401);
    expect((await suite.cast.as.participant.request("DELETE", deletePath(session.id))).status).toBe(403);
    expect((await suite.cast.as.otherTrainer.request("DELETE", deletePath(session.id))).status).toBe(403);
    expect((await suite.cast.as.otherLead.request("DELETE", deletePath(session.id))).status).toBe(403);
    expect(await eventCount(suite.system)).toBe(before);

    expect((await suite.cast.as.lead.request("DELETE", deletePath(session.id))).status).toBe(200);
    expect((await suite.cast.as.admin.request("DELETE", deletePath((await trainersSession()).id))).status).toBe(200);
  });

  it("answers 404 for a session deleted already, unknown or malformed", async () => {
    const session = await trainersSession();
    expect((await suite.cast.as.admin.request("DELETE", deletePath(session.id))).status).toBe(200);
    const before = await eventCount(suite.system);
    expect((await suite.cast.as.admin.request("DELETE", deletePath(session.id))).status).toBe(404);
    expect((await suite.cast.as.admin.request("PATCH", `/api/session-edit/${session.id}`, sessionForm(suite.cast.ids.trainer))).status).toBe(404);
    expect((await suite.cast.as.admin.request("DELETE", deletePath("0190a1b2-0000-7000-8000-000000000001"))).status).toBe(404);
    expect((await suite.cast.as.admin.request("DELETE", deletePath("x"))).status).toBe(404);
    expect(await eventCount(suite.system)).toBe(before);
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
