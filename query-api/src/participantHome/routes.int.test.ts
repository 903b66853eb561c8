import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS } from "@wellbeing/domain";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// The participant's own reads (§2.6, §7): their sessions, upcoming and completed, and which
// evaluations they gave; participants only, and only their own.

const suite = sessionCastSuite();

const patch = (client: ApiClient, path: string, body: unknown) => client.request("PATCH", path, body);
const register = (client: ApiClient, sessionId: string, email: string) =>
  patch(client, `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed" });
const listAttendees = (client: ApiClient, sessionId: string, emails: string[]) =>
  patch(client, `/api/sessions/${sessionId}/attendeesList`, {
    participantsEmails: emails.map((email) => ({ email, status: "confirmed" })),
    status: "confirmed",
  });
const ids = (sessions: Array<{ id: string }>) => sessions.map((session) => session.id);

const participant = async (email: string) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client };
};

describe("GET /api/participant/progress and /api/participant/responses", () => {
  it("answers the participant's sessions, upcoming soonest first and completed most recent first, and the evaluations they gave", async () => {
    const { as, ids: castIds } = suite.cast;
    const ana = await participant("ana.progress@example.org");
    const form = (days: number, modules: string[]) =>
      sessionForm(castIds.trainer, { modules, dates: [{ sessionDate: inDays(days), startTime: "10:00", endTime: "12:00" }] });
    const later = await createSession(as.trainer, form(30, ["2"]));
    const soon = await createSession(as.trainer, form(7, ["1"]));
    const lastMonth = await createSession(as.trainer, form(-30, ["1"]));
    const lastWeek = await createSession(as.trainer, form(-7, ["2"]));
    const notHers = await createSession(as.trainer, form(10, ["3"]));

    // She registers herself for the upcoming ones; staff list her proven address on the past ones.
    expect((await register(ana.client, later.id, "ana.progress@example.org")).status).toBe(200);
    expect((await register(ana.client, soon.id, "ana.progress@example.org")).status).toBe(200);
    for (const past of [lastMonth, lastWeek]) expect((await listAttendees(as.trainer, past.id, ["ana.progress@example.org"])).status).toBe(200);
    expect((await listAttendees(as.trainer, notHers.id, ["someone.else@example.org"])).status).toBe(200);

    const progress = await eventually(async () => {
      const answer = (await ana.client.get("/api/participant/progress")).body;
      return answer.completedSessions?.length === 2 ? answer : null;
    });
    expect(ids(progress.upcomingSessions)).toEqual([soon.id, later.id]);
    expect(ids(progress.completedSessions)).toEqual([lastWeek.id, lastMonth.id]);
    expect(progress.upcomingSessions[0]).toEqual({
      id: soon.id,
      shortId: soon.shortId,
      course: "C5",
      modules: ["1"],
      dates: [{ sessionDate: inDays(7), startTime: "10:00", endTime: "12:00" }],
      remote: false,
      address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
      attendanceRecorded: false,
    });
    expect((await ana.client.get("/api/participant/responses")).body).toEqual({ responses: [] });

    const { recordAttendeeEvaluation } = await import("@wellbeing/command-api");
    const deps = { store: suite.system.store, clock: () => new Date() };
    await recordAttendeeEvaluation(deps, soon.id, { participantId: ana.userId, email: "ana.progress@example.org" }, "pre-course");
    await recordAttendeeEvaluation(deps, lastWeek.id, { participantId: ana.userId, email: "ana.progress@example.org" }, "post");
    const responses = await eventually(async () => {
      const answer = (await ana.client.get("/api/participant/responses")).body;
      return answer.responses.length === 2 ? answer.responses : null;
    });
    expect(responses).toEqual(
      expect.arrayContaining([
        { sessionId: soon.id, surveyType: "pre-course" },
        { sessionId: lastWeek.id, surveyType: "post" },
      ]),
    );
    // Which evaluations, never what was answered.
    for (const response of responses) expect(Object.keys(response).sort()).toEqual(["sessionId", "surveyType"]);
  });

  it("says whether the register records her as come on every date of a session, what its certificates need besides the post evaluation (issue 29)", async () => {
    const { as, ids: castIds } = suite.cast;
    const cara = await participant("cara.progress@example.org");
    const twoDays = await createSession(
      as.trainer,
      sessionForm(castIds.trainer, {
        dates: [
          { sessionDate: inDays(-8), startTime: "10:00", endTime: "12:00" },
          { sessionDate: inDays(-7), startTime: "10:00", endTime: "12:00" },
        ],
      }),
    );
    expect((await registerBeforeItEnded(suite.system, cara.client, twoDays.id, "cara.progress@example.org")).status).toBe(200);
    const recorded = async () => {
      const progress = (await cara.client.get("/api/participant/progress")).body as { completedSessions: Array<{ id: string; attendanceRecorded: boolean }> };
      const details = (await cara.client.get(`/api/participant/session-details/${twoDays.id}`)).body as { attendanceRecorded: boolean };
      return { home: progress.completedSessions.find((session) => session.id === twoDays.id)?.attendanceRecorded, details: details.attendanceRecorded };
    };
    await expect.poll(recorded).toEqual({ home: false, details: false });

    // Marked on the first date only: not yet; on both: yes.
    const register = await eventually(async () => {
      const answer = (await as.trainer.get(`/api/sessions/${twoDays.id}/register`)).body as { attendees: Array<{ personKey: string }> };
      return answer.attendees.length === 1 ? answer : null;
    });
    const mark = async (sessionDate: string) =>
      expect(
        (
          await as.trainer.post(`/api/sessions/${twoDays.id}/attendance`, {
            sessionDate,
            personKey: register.attendees[0]!.personKey,
            mark: "attended",
            commandId: crypto.randomUUID(),
          })
        ).status,
      ).toBe(200);
    await mark(inDays(-8));
    await expect.poll(async () => (await as.trainer.get(`/api/sessions/${twoDays.id}/register`)).body.attendees[0].marks).toEqual({ [inDays(-8)]: "attended" });
    await expect.poll(recorded).toEqual({ home: false, details: false });
    await mark(inDays(-7));
    await expect.poll(recorded).toEqual({ home: true, details: true });
  });

  it("shows what staff recorded under an address only once the account proved it", async () => {
    const { as, ids: castIds } = suite.cast;
    const session = await createSession(as.trainer, sessionForm(castIds.trainer));
    const unproven = await signUpParticipant(suite.system.url, "Una Unproven", "una.unproven@example.org");
    const listed = await listAttendees(as.trainer, session.id, ["una.unproven@example.org"]);
    expect(listed.status).toBe(200);
    const token = { "x-consistency-token": listed.headers.get("x-consistency-token")! };
    expect((await unproven.client.get("/api/participant/progress", token)).body).toEqual({ upcomingSessions: [], completedSessions: [] });
    expect((await unproven.client.get("/api/participant/responses", token)).body).toEqual({ responses: [] });
  });

  it("refuses staff (403) and anonymous callers (401), with the product's words, whatever the query says", async () => {
    const { as } = suite.cast;
    for (const path of ["/api/participant/progress", "/api/participant/responses"]) {
      for (const staff of [as.admin, as.lead, as.trainer]) expect((await staff.get(path)).status).toBe(403);
      expect((await as.anonymous.get(path)).status).toBe(401);
      expect((await as.participant.get(path)).status).toBe(200);
      for (const asked of [path, `${path}?userId=${suite.cast.ids.trainer}`, `${path}?role=participant`]) {
        for (const staff of [as.admin, as.lead, as.trainer]) {
          const refused = await staff.get(asked);
          expect({ status: refused.status, body: refused.body }, asked).toEqual({ status: 403, body: { error: PRODUCT_TEXTS.notAllowed } });
        }
        const anonymous = await as.anonymous.get(asked);
        expect({ status: anonymous.status, body: anonymous.body }, asked).toEqual({ status: 401, body: { error: PRODUCT_TEXTS.notLoggedIn } });
      }
    }
  });
});
