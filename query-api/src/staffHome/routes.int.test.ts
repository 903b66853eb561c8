import { describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION, rosterStream, type SurveyType } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, recordResponse, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// GET /api/staff-home per role (§2.6): the next sessions, the responses chart and what needs doing,
// each within the caller's scope (a trainer's own, a local lead's group, an admin's all), over the running system.

const suite = sessionCastSuite();

interface Item {
  readonly kind: string;
  readonly session: { readonly id: string };
  readonly [figure: string]: unknown;
}

const home = async (client: ApiClient) => {
  const read = await client.get("/api/staff-home");
  expect(read.status).toBe(200);
  return read.body as {
    nextSessions: Array<{ id: string }>;
    responsesOverTime: Array<{ weekStart: string; responses: number }>;
    toDo: Item[];
    responseRateOverFull: boolean;
  };
};
/** The items about one session, without it: what needs doing about it. */
const itemsAbout = async (client: ApiClient, sessionId: string) =>
  (await home(client)).toDo.filter((item) => item.session.id === sessionId).map(({ session: _session, ...item }) => item);
const thisWeek = async (client: ApiClient) => (await home(client)).responsesOverTime.at(-1)!.responses;

const participant = async (email: string) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client, email };
};
const submit = (client: ApiClient, sessionId: string, surveyType: SurveyType) =>
  submitSurvey(client, sessionId, surveyType, completeSurveyForm(surveyType, surveyType !== "pre-course"));
const on = (sessionDate: string) => ({ dates: [{ sessionDate, startTime: "10:00", endTime: "12:00" }] });

describe("the staff home (GET /api/staff-home)", () => {
  it("lists a session starting within 7 days with nobody invited for its trainer, their lead and admins, and nobody else; inviting takes it off", async () => {
    const { as, ids } = suite.cast;
    const soon = await createSession(as.trainer, sessionForm(ids.trainer, on(inDays(3))));
    const invite = { kind: "inviteParticipants", spacesRemaining: 12 };
    expect(await itemsAbout(as.trainer, soon.id)).toEqual([invite]);
    expect((await home(as.trainer)).nextSessions.map((session) => session.id)).toContain(soon.id);
    for (const who of [as.lead, as.admin]) await expect.poll(() => itemsAbout(who, soon.id)).toEqual([invite]);
    for (const outsider of [as.otherLead, as.otherTrainer]) {
      const theirs = await home(outsider);
      expect(theirs.toDo.map((item) => item.session.id)).not.toContain(soon.id);
      expect(theirs.nextSessions.map((session) => session.id)).not.toContain(soon.id);
    }

    const sent = await as.trainer.post(`/api/sessions/${soon.id}/emails?type=registration`, { recipients: ["invitee@example.org"], extraInformation: null });
    expect(sent.status).toBe(200);
    expect(await itemsAbout(as.trainer, soon.id)).toEqual([]);
    await expect.poll(() => itemsAbout(as.admin, soon.id)).toEqual([]);
  });

  it("asks for a finished session's evaluation e-mail, then for its responses while under 50 %, and charts each response", async () => {
    const { as, ids } = suite.cast;
    const finished = await createSession(as.trainer, sessionForm(ids.trainer, on(inDays(-2))));
    const ana = await participant("ana.home@example.org");
    const ben = await participant("ben.home@example.org");
    for (const attendee of [ana, ben]) expect((await registerBeforeItEnded(suite.system, attendee.client, finished.id, attendee.email)).status).toBe(200);
    // Its register was not taken (issue 29): that first; once taken, the evaluation.
    await expect
      .poll(() => itemsAbout(as.trainer, finished.id))
      .toEqual([
        { kind: "takeRegister", dates: 1 },
        { kind: "sendEvaluation", attendees: 2 },
      ]);
    await recordAttendance(as.trainer, finished.id, [ana.email]);
    expect(await itemsAbout(as.trainer, finished.id)).toEqual([{ kind: "sendEvaluation", attendees: 2 }]);

    const emailed = await as.trainer.post("/api/survey/email", {
      sessionId: finished.id,
      surveyURL: `${suite.system.url}/survey/${finished.shortId}/post`,
      participantsList: [ana.email, ben.email],
      surveyType: "post",
    });
    expect(emailed.status).toBe(200);
    // Over those who came (issue 29): Ana, not Ben.
    expect(await itemsAbout(as.trainer, finished.id)).toEqual([{ kind: "lowResponseRate", responseRate: 0, responses: 0, attendees: 1 }]);

    const before = await thisWeek(as.trainer);
    expect((await submit(ana.client, finished.id, "pre-course")).status).toBe(201);
    expect((await submit(ana.client, finished.id, "post")).status).toBe(201);
    // Half of the attendees answered: nothing more to chase. The chart counts both of her responses.
    await expect.poll(() => itemsAbout(as.trainer, finished.id)).toEqual([]);
    expect(await thisWeek(as.trainer)).toBe(before + 2);
    await expect.poll(() => thisWeek(as.lead)).toBeGreaterThanOrEqual(2);
    expect(await thisWeek(as.otherLead)).toBe(0);
  });

  it("counts an upcoming session's attendees who missed earlier modules, and the removal requests waiting", async () => {
    const { as, ids } = suite.cast;
    const module2 = await createSession(as.trainer, sessionForm(ids.trainer, { ...on(inDays(20)), modules: ["2"] }));
    const listed = await as.trainer.request("PATCH", `/api/sessions/${module2.id}/attendeesList`, {
      participantsEmails: [{ email: "cara.home@example.org", status: "confirmed" }],
      status: "confirmed",
    });
    expect(listed.status).toBe(200);
    expect(await itemsAbout(as.trainer, module2.id)).toEqual([{ kind: "missedModules", attendees: 1 }]);

    const module1 = await createSession(as.trainer, sessionForm(ids.trainer, on(inDays(30))));
    const dai = await participant("dai.home@example.org");
    expect((await registerFor(dai.client, module1.id, dai.email)).status).toBe(200);
    expect((await dai.client.request("DELETE", `/api/sessions/${module1.id}/registration`, { removalReason: "I moved away" })).status).toBe(200);
    await expect.poll(() => itemsAbout(as.trainer, module1.id)).toEqual([{ kind: "removalRequests", requests: 1 }]);
    await expect.poll(() => itemsAbout(as.lead, module1.id)).toEqual([{ kind: "removalRequests", requests: 1 }]);
  });

  it("raises the response-rate warning (§8) only for those whose sessions have more responses than attendees", async () => {
    const { as, ids } = suite.cast;
    expect((await home(as.otherTrainer)).responseRateOverFull).toBe(false);
    const theirs = await createSession(as.otherTrainer, sessionForm(ids.otherTrainer, on(inDays(-5))));
    await recordResponse(suite.system, theirs.id, "post");
    for (const who of [as.otherTrainer, as.otherLead, as.admin]) await expect.poll(async () => (await home(who)).responseRateOverFull).toBe(true);
    expect((await home(as.trainer)).responseRateOverFull).toBe(false);
    expect((await home(as.lead)).responseRateOverFull).toBe(false);
  });

  it("counts who came once a register is taken, the registered before (issue 29): the reach tiles, the low response rate and the over-100 % warning", async () => {
    const rhianId = await registerAccount(suite.system, { email: "rhian.rate@example.org", name: "Rhian Rate", roles: ["trainer"] });
    const rhian = new ApiClient(suite.system.url);
    await rhian.logIn("rhian.rate@example.org", DEMO_PASSWORD);
    const taken = await createSession(rhian, sessionForm(rhianId, on(inDays(-2))));
    const notTaken = await createSession(rhian, sessionForm(rhianId, on(inDays(-3))));
    const people = await Promise.all(["gwen", "huw", "ifan", "jac", "lowri", "mali"].map((name) => participant(`${name}.rate@example.org`)));
    for (const [index, person] of people.entries()) {
      const sessionId = index < 4 ? taken.id : notTaken.id;
      expect((await registerBeforeItEnded(suite.system, person.client, sessionId, person.email)).status).toBe(200);
    }
    const reach = async () => (await rhian.post("/api/all/dashboard")).body;
    await expect.poll(reach).toEqual({ sessionCount: 2, participantCount: 6, responseCount: 0, responseRate: 0 });

    // Three of the four came to the first; the second's register is never taken, so its two registered count.
    await recordAttendance(
      rhian,
      taken.id,
      people.slice(0, 3).map((person) => person.email),
    );
    await expect.poll(reach).toEqual({ sessionCount: 2, participantCount: 5, responseCount: 0, responseRate: 0 });

    const emailed = await rhian.post("/api/survey/email", {
      sessionId: taken.id,
      surveyURL: `${suite.system.url}/survey/${taken.shortId}/post`,
      participantsList: people.slice(0, 4).map((person) => person.email),
      surveyType: "post",
    });
    expect(emailed.status).toBe(200);
    await recordResponse(suite.system, taken.id, "post");
    await expect.poll(() => itemsAbout(rhian, taken.id)).toEqual([{ kind: "lowResponseRate", responseRate: 33, responses: 1, attendees: 3 }]);

    // As many responses as came: no item, no warning, though fewer than registered would have said the same.
    await recordResponse(suite.system, taken.id, "post");
    await recordResponse(suite.system, taken.id, "post");
    await expect.poll(reach).toEqual({ sessionCount: 2, participantCount: 5, responseCount: 3, responseRate: 60 });
    expect(await itemsAbout(rhian, taken.id)).toEqual([]);
    expect((await home(rhian)).responseRateOverFull).toBe(false);

    // One more than came is the §8 error, though it is no more than registered.
    await recordResponse(suite.system, taken.id, "post");
    await expect.poll(async () => (await home(rhian)).responseRateOverFull).toBe(true);
  });

  it("lists an upcoming session with people waiting and a free space nobody holds; once a space is offered, no more (issue 29)", async () => {
    const { as, ids } = suite.cast;
    const upcoming = await createSession(as.trainer, sessionForm(ids.trainer, { ...on(inDays(25)), capacity: 2 }));
    const eli = await participant("eli.waiting@example.org");
    const fran = await participant("fran.waiting@example.org");
    expect((await registerFor(eli.client, upcoming.id, eli.email)).status).toBe(200);
    // Fran joined the list in a race with the space freeing, so the roster offered her nothing: one free space, unheld.
    const roster = await suite.system.store.readStream(rosterStream(upcoming.id));
    await suite.system.store.append(
      rosterStream(upcoming.id),
      [
        {
          eventId: crypto.randomUUID(),
          type: "JoinedWaitingList",
          data: { sessionId: upcoming.id, participantId: fran.userId, joinedAt: new Date().toISOString() },
          metadata: {
            actorId: fran.userId,
            correlationId: "test",
            causationId: null,
            occurredAt: new Date().toISOString(),
            schemaVersion: CURRENT_SCHEMA_VERSION,
          },
        },
      ],
      { expectedRevision: roster.at(-1)!.revision },
    );
    const offerFreeSpaces = { kind: "offerFreeSpaces", waiting: 1, freeSpaces: 1 };
    await expect.poll(() => itemsAbout(as.trainer, upcoming.id)).toEqual([offerFreeSpaces]);
    await expect.poll(() => itemsAbout(as.lead, upcoming.id)).toEqual([offerFreeSpaces]);
    expect((await home(as.otherTrainer)).toDo.map((item) => item.session.id)).not.toContain(upcoming.id);

    // The trainer offers it to her by hand: the space is held, nothing left to do.
    expect((await as.trainer.post(`/api/sessions/${upcoming.id}/waiting-list/${fran.userId}/offer`)).status).toBe(200);
    await expect.poll(() => itemsAbout(as.trainer, upcoming.id)).toEqual([]);
    await expect.poll(() => itemsAbout(as.lead, upcoming.id)).toEqual([]);
  });

  it("refuses participants (403) and callers not logged in (401)", async () => {
    const { as } = suite.cast;
    expect((await as.participant.get("/api/staff-home")).status).toBe(403);
    const multi = new ApiClient(suite.system.url);
    await multi.logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD, "participant");
    expect((await multi.get("/api/staff-home")).status).toBe(403);
    expect((await as.anonymous.get("/api/staff-home")).status).toBe(401);
  });
});
