import { beforeAll, describe, expect, it } from "vitest";
import { en, questionnaireOf, visibleGroups, type SurveyType } from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// A session survey's results per role (§2.16, §6, §7, §8, §9) over the running system: who may read
// GET /api/session/:id/:surveyType/responses, what it answers (anonymous, in the reader's language),
// the trainer's results-access consent, and an erased person's written answers.

const suite = sessionCastSuite();
const WRITTEN = "The role play helped me most";
const NO_CONSENT = en.resultsAccess.refused;

const participant = async (email: string, name: string) => {
  const userId = await registerAccount(suite.system, { email, name, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client, email, name };
};

const formFor = (surveyType: SurveyType) => completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown: surveyType !== "pre-course" }));
const submit = (client: ApiClient, sessionId: string, surveyType: SurveyType, extra: Record<string, unknown> = {}) =>
  client.post("/api/survey/submit/", {
    sessionId,
    surveyType,
    formState: { ...formFor(surveyType), ...extra },
    disagreedToResearch: false,
    questionIDList: [],
  });
const resultsPath = (sessionId: string, surveyType: SurveyType) => `/api/session/${sessionId}/${surveyType}/responses`;

/** Every key anywhere in a JSON value. */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
      : [];

/**
 * A session of the demo trainer's, yesterday, where Ana and four others answered the pre-course and post
 * surveys (Ana's post with written words): five, a batch the disclosure rule releases.
 */
const answeredSession = async (emailPrefix: string) => {
  const { as, ids } = suite.cast;
  const ana = await participant(`${emailPrefix}@example.org`, "Ana Anwen");
  const session = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
  const others = [];
  for (const index of [1, 2, 3, 4]) others.push(await participant(`${emailPrefix}.${index}@example.org`, `Other ${index}`));
  for (const person of [ana, ...others]) {
    expect((await registerBeforeItEnded(suite.system, person.client, session.id, person.email)).status).toBe(200);
    expect((await submit(person.client, session.id, "pre-course")).status).toBe(201);
    const written = person === ana ? { "session.anythingElse": { answer: WRITTEN, otherAnswer: null } } : {};
    expect((await submit(person.client, session.id, "post", written)).status).toBe(201);
  }
  return { session, ana };
};

const resultsOf = (client: ApiClient, sessionId: string, surveyType: SurveyType = "post") => client.get(resultsPath(sessionId, surveyType));
const answered = async (client: ApiClient, sessionId: string) =>
  eventually(async () => {
    const answer = await resultsOf(client, sessionId);
    return answer.status === 200 && answer.body.releasedNumber === 5 ? answer : null;
  });
let shared: Awaited<ReturnType<typeof answeredSession>>;
let toErase: Awaited<ReturnType<typeof answeredSession>>;

// Twenty submissions: made once, before the tests, within the hooks' longer time.
beforeAll(async () => {
  shared = await answeredSession("ana.results");
  toErase = await answeredSession("ana.erased");
}, 400_000);

const writtenIn = (body: { responses: Array<{ data: unknown[] }> }) => body.responses.flatMap((response) => response.data);

describe("a session survey's results", () => {
  it("answers the session's trainer, their local lead and an admin: the responses, anonymous, the figures of §9", async () => {
    const { as } = suite.cast;
    const { session, ana } = shared;
    for (const reader of [as.trainer, as.lead, as.admin]) {
      const { body } = await answered(reader, session.id);
      expect(body).toMatchObject({
        sessionId: session.id,
        shortId: session.shortId,
        surveyType: "post",
        course: "C5",
        modules: ["1"],
        attendeesNumber: 5,
        attendeesBasis: "registered",
        responsesNumber: 5,
        releasedNumber: 5,
        responseRate: 100,
      });
      expect(body.responses).toHaveLength(5);
      expect(writtenIn(body)).toContainEqual({ questionText: en.sessionFeedbackQuestions.anythingElse, answer: WRITTEN });
      expect(body.overall).toContainEqual({
        questionText: en.sessionFeedbackQuestions.sessionStars,
        kind: "chart",
        answered: 5,
        answers: expect.arrayContaining([
          { answer: "3", count: 5 },
          { answer: "5", count: 0 },
        ]),
      });
      // Anonymous: no key names a person, and neither her name, her address nor her account is anywhere in it.
      expect(keysOf(body).filter((key) => /name|mail|user|person|respondent|pseudonym/i.test(key))).toEqual([]);
      const text = JSON.stringify(body);
      for (const personal of [ana.name, ana.email, ana.userId]) expect(text).not.toContain(personal);
    }
    // The pre-course results leave out the demographics (her job title was one).
    const preCourse = await resultsOf(as.trainer, session.id, "pre-course");
    expect(preCourse.body.responsesNumber).toBe(5);
    expect(JSON.stringify(preCourse.body)).not.toContain("Support worker");
  });

  it("once the register is taken, counts the rate over those who came, not those registered (issue 29): 5 responses from 4 who came is §8's over 100 %", async () => {
    const { as, ids } = suite.cast;
    const session = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
    const people = [];
    for (const index of [1, 2, 3, 4, 5]) people.push(await participant(`came.${index}@example.org`, `Came ${index}`));
    for (const person of people) {
      expect((await registerBeforeItEnded(suite.system, person.client, session.id, person.email)).status).toBe(200);
      expect((await submit(person.client, session.id, "pre-course")).status).toBe(201);
      expect((await submit(person.client, session.id, "post")).status).toBe(201);
    }
    await recordAttendance(
      as.trainer,
      session.id,
      people.slice(0, 4).map((person) => person.email),
    );
    const { body } = await answered(as.trainer, session.id);
    expect(body).toMatchObject({ attendeesNumber: 4, attendeesBasis: "attended", responsesNumber: 5, responseRate: 125 });
  });

  it("answers in the reader's language", async () => {
    const { as } = suite.cast;
    const { session } = shared;
    await answered(as.trainer, session.id);
    const welsh = await as.trainer.get(resultsPath(session.id, "post"), { "accept-language": "cy" });
    const cy = translatorFor("cy");
    expect(writtenIn(welsh.body)).toContainEqual({ questionText: cy("sessionFeedbackQuestions.anythingElse"), answer: WRITTEN });
  });

  it("refuses a participant, another trainer, a local lead of another group (403) and nobody logged in (401); an unknown session or survey type is 404", async () => {
    const { as } = suite.cast;
    const { session, ana } = shared;
    await answered(as.trainer, session.id);
    for (const reader of [ana.client, as.participant, as.otherTrainer, as.otherLead]) {
      const refused = await resultsOf(reader, session.id);
      expect(refused.status).toBe(403);
      expect(refused.body.responses).toBeUndefined();
    }
    expect((await resultsOf(as.anonymous, session.id)).status).toBe(401);
    expect((await resultsOf(as.admin, "0190a000-0000-7000-8000-000000000999")).status).toBe(404);
    expect((await as.admin.get(`/api/session/${session.id}/not-a-survey/responses`)).status).toBe(404);
    expect((await as.admin.get(`/api/session/not-an-id/post/responses`)).status).toBe(404);
  });

  it("refuses the lead and admins with §8's text once the trainer withdraws access, never the trainer; giving it back opens them again", async () => {
    const { as } = suite.cast;
    const { session } = shared;
    await answered(as.lead, session.id);
    expect((await as.trainer.get("/api/my-account/results-access")).body).toEqual({ consent: true });

    expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    expect((await as.trainer.get("/api/my-account/results-access")).body).toEqual({ consent: false });
    for (const reader of [as.lead, as.admin]) {
      const refused = await eventually(async () => {
        const answer = await resultsOf(reader, session.id);
        return answer.status === 403 ? answer : null;
      });
      expect(refused.body).toEqual({ error: NO_CONSENT });
    }
    expect((await resultsOf(as.trainer, session.id)).status).toBe(200);

    expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    await answered(as.lead, session.id);
    await answered(as.admin, session.id);
  });

  it("refuses a participant reading or recording a consent (403)", async () => {
    const { as } = suite.cast;
    expect((await as.participant.get("/api/my-account/results-access")).status).toBe(403);
    expect((await as.participant.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(403);
    expect((await as.anonymous.get("/api/my-account/results-access")).status).toBe(401);
  });

  it("forgets an erased person's written answers and keeps the rest", async () => {
    const { as } = suite.cast;
    const { session, ana } = toErase;
    await answered(as.trainer, session.id);
    expect((await ana.client.request("DELETE", `/api/users/${ana.userId}`)).status).toBe(200);
    const after = await eventually(async () => {
      const answer = await resultsOf(as.trainer, session.id);
      return answer.status === 200 && !JSON.stringify(answer.body).includes(WRITTEN) ? answer : null;
    });
    expect(after.body.responsesNumber).toBe(5);
    expect(after.body.responses).toHaveLength(5);
    for (const response of after.body.responses) expect(response.data).toContainEqual({ questionText: en.sessionFeedbackQuestions.sessionStars, answer: "3" });
  });
});
