import { describe, expect, it } from "vitest";
import { ROSTER_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { claimCertificateCode } from "@wellbeing/testkit/certificateCode";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { systemAtRest } from "@wellbeing/testkit/readModelRows";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// Leaving the programme (issue 25): what deleting one's account takes with it, said before it is confirmed
// (GET /api/my-account/deletion), and done by the deletion: certificates revoked, the staff account closed,
// places in sessions that have not started given up (the space free again); attendance of sessions that
// started stays, as an anonymous figure.

const suite = sessionCastSuite();

const loggedIn = async (email: string, name: string, roles: Array<"participant" | "trainer"> = ["participant"]) => {
  const userId = await registerAccount(suite.system, { email, name, roles });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD, roles.length > 1 ? "participant" : undefined);
  return { userId, client, email };
};

const codeOfCertificate = (client: ApiClient, sessionId: string, name: string) => claimCertificateCode(suite.system.url, client, sessionId, name);

const dated = (days: number) => [{ sessionDate: inDays(days), startTime: "10:00", endTime: "12:00" }];

describe("leaving the programme", () => {
  it("says what goes (certificates, places in sessions not started yet) before the deletion, then the deletion does exactly that: the places free again, the past attendance an anonymous figure", async () => {
    const { as, ids } = suite.cast;
    const past = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["1"], dates: dated(-3) }));
    const soon = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["2"], capacity: 2, dates: dated(5) }));
    const later = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["3"], dates: dated(9) }));
    const lowri = await loggedIn("lowri.leaving@example.org", "Lowri Leaving");
    const other = await loggedIn("other.attendee@example.org", "Other Attendee");
    const waiting = await loggedIn("waiting.person@example.org", "Waiting Person");
    expect((await registerBeforeItEnded(suite.system, lowri.client, past.id, lowri.email)).status).toBe(200);
    await recordAttendance(as.trainer, past.id, [lowri.userId]);
    for (const session of [soon, later]) expect((await registerFor(lowri.client, session.id, lowri.email)).status).toBe(200);
    expect((await registerFor(other.client, soon.id, other.email)).status).toBe(200);
    expect((await submitSurvey(lowri.client, past.id, "pre-course", completeSurveyForm("pre-course", false))).status).toBe(201);
    expect((await submitSurvey(lowri.client, past.id, "post", completeSurveyForm("post", true))).status).toBe(201);
    // Two certificates asked for, the second correcting the first's name: one is in force.
    const misspelt = await codeOfCertificate(lowri.client, past.id, "Lowri Leavng");
    const code = await codeOfCertificate(lowri.client, past.id, "Lowri Leaving");
    // The soon session is full.
    expect((await registerFor(waiting.client, soon.id, waiting.email)).status).toBe(409);

    // (The certificates were fetched apart from the client, which so did not keep their writes' position: the read may trail them.)
    const preview = async () => {
      const { status, body } = await lowri.client.get("/api/my-account/deletion");
      return { status, ...body, placesGivenUp: body.placesGivenUp.map((session: { id: string }) => session.id) };
    };
    await expect.poll(preview).toEqual({ status: 200, certificates: 1, closedRoles: [], placesGivenUp: [soon.id, later.id] });

    const deleted = await lowri.client.request("DELETE", `/api/users/${lowri.userId}`);
    expect(deleted.status).toBe(200);
    const after = { "x-consistency-token": deleted.headers.get("x-consistency-token")! };

    // The places she gave up: off the rosters, the space counted free again, and the waiting person takes it.
    for (const session of [soon, later]) {
      const roster = await as.trainer.get(`/api/sessions/${session.id}/roster`, after);
      expect(
        roster.body.attendees.map((attendee: { participantId: string | null }) => attendee.participantId),
        session.id,
      ).not.toContain(lowri.userId);
      expect(roster.body.attendees.every((attendee: { email: string | null }) => attendee.email !== null)).toBe(true);
    }
    expect((await as.trainer.get(`/api/sessions/${soon.id}/roster`, after)).body).toMatchObject({ numberOfConfirmedParticipants: 1, spacesRemaining: 1 });
    expect((await registerFor(waiting.client, soon.id, waiting.email)).status).toBe(200);
    // Her past attendance stays, counted, naming nobody.
    const pastRoster = (await as.trainer.get(`/api/sessions/${past.id}/roster`, after)).body;
    expect(pastRoster.numberOfConfirmedParticipants).toBe(1);
    expect(pastRoster.attendees).toMatchObject([{ email: null, name: null, evaluations: expect.arrayContaining(["pre-course", "post"]) }]);
    // Her certificate is revoked.
    await expect.poll(async () => (await new ApiClient(suite.system.url).get(`/api/certificates/verify/${code}`)).body?.status).toBe("revoked");
    // Anyone holding either code learns the module and date, never whose it was.
    for (const held of [code, misspelt]) {
      const verified = await new ApiClient(suite.system.url).get(`/api/certificates/verify/${held}`, after);
      expect(verified.body, held).toMatchObject({ name: null });
      expect(JSON.stringify(verified.body), held).not.toMatch(/Lowri|Leav|lowri/);
    }
  });

  it("says a trainer who is also a participant closes their staff account too; refuses anyone not logged in", async () => {
    const multi = await loggedIn("multi.leaving@example.org", "Multi Leaving", ["trainer", "participant"]);
    expect((await multi.client.get("/api/my-account/deletion")).body).toEqual({ certificates: 0, closedRoles: ["trainer"], placesGivenUp: [] });
    const admin = new ApiClient(suite.system.url);
    await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
    expect((await admin.get("/api/my-account/deletion")).body).toEqual({ certificates: 0, closedRoles: ["admin"], placesGivenUp: [] });
    const nobody = await new ApiClient(suite.system.url).get("/api/my-account/deletion");
    expect(nobody.status).toBe(401);
  });

  it("gives up no place a session that has started holds, and never a full session's space to anyone but through the roster", async () => {
    const { as, ids } = suite.cast;
    // Its first day was yesterday, its second is still to come: attendance, not a place to give up.
    const started = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["1"], capacity: 1, dates: [...dated(-1), ...dated(2)] }));
    const mair = await loggedIn("mair.started@example.org", "Mair Started");
    const late = await loggedIn("late.comer@example.org", "Late Comer");
    expect((await registerFor(mair.client, started.id, mair.email)).status).toBe(200);
    expect((await mair.client.get("/api/my-account/deletion")).body.placesGivenUp).toEqual([]);
    const deleted = await mair.client.request("DELETE", `/api/users/${mair.userId}`);
    expect(deleted.status).toBe(200);
    const roster = (await as.trainer.get(`/api/sessions/${started.id}/roster`, { "x-consistency-token": deleted.headers.get("x-consistency-token")! })).body;
    expect(roster.numberOfConfirmedParticipants).toBe(1);
    const refused = await registerFor(late.client, started.id, late.email);
    expect({ status: refused.status, body: refused.body }).toEqual({ status: 409, body: { error: ROSTER_TEXTS.sessionFull } });
  });

  it("a registration racing the leaving ends released or refused: no place in an upcoming session is held by an erased person", async () => {
    const { as, ids } = suite.cast;
    const upcoming = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["2"], capacity: 12, dates: dated(6) }));
    const racers = await Promise.all(["ana", "ben", "cai", "dee", "eli", "fay"].map((name) => loggedIn(`${name}.racing@example.org`, `${name} Racing`)));
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const [registered, deleted] = await Promise.all([
          registerFor(racer.client, upcoming.id, racer.email),
          racer.client.copy().request("DELETE", `/api/users/${racer.userId}`),
        ]);
        return { registered: registered.status, deleted: deleted.status };
      }),
    );
    for (const outcome of outcomes) {
      expect(outcome.deleted).toBe(200);
      expect([200, 401, 403]).toContain(outcome.registered);
    }
    await expect.poll(() => systemAtRest(suite.system), { timeout: 60_000 }).toBe(true);
    const roster = (await as.trainer.get(`/api/sessions/${upcoming.id}/roster`)).body;
    const leaverIds = new Set(racers.map((racer) => racer.userId));
    expect(
      roster.attendees.filter((attendee: { participantId: string | null }) => attendee.participantId !== null && leaverIds.has(attendee.participantId)),
    ).toEqual([]);
    expect(roster.attendees.filter((attendee: { email: string | null }) => attendee.email === null)).toEqual([]);
    expect(roster).toMatchObject({ numberOfConfirmedParticipants: 0, spacesRemaining: 12 });
  });
});
