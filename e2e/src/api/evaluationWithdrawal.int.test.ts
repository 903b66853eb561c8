import { describe, expect, it } from "vitest";
import { SESSION_TEXTS, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// §4 over the running system: a session with responses cannot be deleted; taking the respondent off
// its registered list withdraws their responses, so the count drops and it can be; their pre-course
// response moves to another session of theirs and shows there.

const suite = sessionCastSuite();

describe("removing a registered attendee who answered the pre-course evaluation", () => {
  it("blocks the deletion until staff remove her; then the count drops, the session can be deleted, and her pre-course response shows on her other session", async () => {
    const { as, ids } = suite.cast;
    const email = "ana.withdrawn@example.org";
    await registerAccount(suite.system, { email, name: "Ana", roles: ["participant"] });
    const ana = new ApiClient(suite.system.url);
    await ana.logIn(email, DEMO_PASSWORD);

    const first = await createSession(as.trainer, sessionForm(ids.trainer, { modules: ["1"] }));
    const second = await createSession(
      as.trainer,
      sessionForm(ids.trainer, { modules: ["2"], dates: [{ sessionDate: inDays(28), startTime: "10:00", endTime: "12:00" }] }),
    );
    for (const session of [first, second]) {
      expect((await ana.request("PATCH", `/api/sessions/${session.id}/confirm-email`, { email, status: "confirmed" })).status).toBe(200);
    }
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
    const submitted = await ana.post("/api/survey/submit/", {
      sessionId: first.id,
      surveyType: "pre-course",
      formState,
      disagreedToResearch: false,
      questionIDList: [],
    });
    expect(submitted.status).toBe(201);

    const details = async (sessionId: string) => (await as.trainer.get(`/api/session-details/${sessionId}`)).body;
    await eventually(async () => (await details(first.id)).responseCounts?.["pre-course"] === 1);
    const refused = await as.trainer.request("DELETE", `/api/session-delete/${first.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: SESSION_TEXTS.cannotDelete });

    const removed = await as.trainer.request("PATCH", `/api/sessions/${first.id}/attendeesList`, { participantsEmails: [], status: "confirmed" });
    expect(removed.status).toBe(200);
    // The trainer's own write is seen at once: 'Responses: 0 out of 0 attendees'.
    const after = await details(first.id);
    expect(after.responseCounts["pre-course"]).toBe(0);
    expect(after.numberOfConfirmedParticipants).toBe(0);

    // Her pre-course response now counts for her other session, and she has answered it there.
    await eventually(async () => (await details(second.id)).responseCounts?.["pre-course"] === 1);
    const status = await ana.get(`/api/participant?sessionId=${second.id}&surveyType=pre-course`);
    expect(status.body).toMatchObject({ answeredSameModule: true, showSurvey: false });

    expect((await as.trainer.request("DELETE", `/api/session-delete/${first.id}`)).status).toBe(200);
    expect((await as.trainer.request("DELETE", `/api/session-delete/${second.id}`)).status).toBe(409);
  });
});
