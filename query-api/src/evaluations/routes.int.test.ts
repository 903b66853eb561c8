import { describe, expect, it } from "vitest";
import {
  DEMOGRAPHICS_GROUP_ID,
  INPUT_TEXTS,
  PRODUCT_TEXTS,
  SURVEY_TEXTS,
  VALIDATION,
  questionnaireOf,
  visibleGroups,
  type SurveyType,
} from "@wellbeing/domain";
import { translatorFor } from "@wellbeing/platform";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";

// The survey's reads per role (§2.15, §6, §7) over the running system: GET /api/survey/:id/:type for
// anyone, GET /api/participant for the participant only, both following the participant's own
// submissions at once (read-your-writes) and the trainer's response count following them live.

const suite = sessionCastSuite();

const participant = async (email: string) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles: ["participant"] });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { userId, client, email };
};

const formFor = (surveyType: SurveyType, demographicsKnown: boolean) => completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown }));
const submit = (client: ApiClient, sessionId: string, surveyType: SurveyType, demographicsKnown = false) =>
  client.post("/api/survey/submit/", {
    sessionId,
    surveyType,
    formState: formFor(surveyType, demographicsKnown),
    disagreedToResearch: false,
    questionIDList: [],
  });
const statusOf = (client: ApiClient, sessionId: string, surveyType: SurveyType) =>
  client.get(`/api/participant?sessionId=${sessionId}&surveyType=${surveyType}`);
const groupIds = (body: { groups: Array<{ id: string }> }) => body.groups.map((group) => group.id);

const hidden = { answeredSameModule: false, redirectTo: null, showSurvey: false, contentMsg: null };
const noSession = translatorFor("en")("request.noSession");
const invalid = (fields: Record<string, string>) => ({ error: PRODUCT_TEXTS.invalidInput, fields });

describe("the survey's reads", () => {
  it("walks a participant through pre-course then post: the status, the groups they see, their own submissions at once, the trainer's count live", async () => {
    const { as, ids } = suite.cast;
    const ana = await participant("ana.survey@example.org");
    const session = await createSession(as.trainer, sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }] }));
    const registered = await registerBeforeItEnded(suite.system, ana.client, session.id, ana.email);
    expect(registered.status).toBe(200);

    // Before any response: the post survey sends her to the pre-course one first, which she may answer.
    expect((await statusOf(ana.client, session.id, "post")).body).toEqual({ ...hidden, redirectTo: { shortId: session.shortId, surveyType: "pre-course" } });
    expect((await statusOf(ana.client, session.id, "pre-course")).body).toEqual({ ...hidden, showSurvey: true });
    const survey = await ana.client.get(`/api/survey/${session.shortId}/pre-course`);
    expect(survey.status).toBe(200);
    expect(survey.body).toMatchObject({
      sessionId: session.id,
      shortId: session.shortId,
      surveyType: "pre-course",
      course: "C5",
      modules: ["1"],
      sessionDates: [{ sessionDate: inDays(-1), startTime: "10:00", endTime: "12:00" }],
      trainerNames: [expect.any(String)],
      remote: false,
      questionnaireVersion: "v1",
      msg: null,
      draft: null,
    });
    expect(groupIds(survey.body)[0]).toBe(DEMOGRAPHICS_GROUP_ID);

    const submitted = await submit(ana.client, session.id, "pre-course");
    expect(submitted.status).toBe(201);
    expect(submitted.body).toEqual({ message: SURVEY_TEXTS.submitted, course: "C5", responseId: expect.any(String) });

    // Her own write is seen at once (her consistency token): answered, and the post survey now opens.
    expect((await statusOf(ana.client, session.id, "pre-course")).body).toEqual({ ...hidden, answeredSameModule: true });
    expect((await statusOf(ana.client, session.id, "post")).body).toEqual({ ...hidden, showSurvey: true });
    // Her demographics are known: the follow-up, by the course's link, asks the rest only.
    const followUp = await ana.client.get("/api/survey/C5/3-months-follow-up");
    expect(followUp.status).toBe(200);
    expect(followUp.body.sessionId).toBe(session.id);
    expect(groupIds(followUp.body)).not.toContain(DEMOGRAPHICS_GROUP_ID);

    // Another person's write reaches the trainer's screen eventually: 'Responses: 1' for pre-course.
    await eventually(async () => (await as.trainer.get(`/api/session-details/${session.id}`)).body.responseCounts?.["pre-course"] === 1);
    expect((await as.trainer.request("DELETE", `/api/session-delete/${session.id}`)).status).toBe(409);
  });

  it("resumes saved progress on another device, and forgets it once submitted", async () => {
    const { as, ids } = suite.cast;
    const ben = await participant("ben.survey@example.org");
    const session = await createSession(as.trainer, sessionForm(ids.trainer));
    const partial = { "demographic.ageBand": { answer: formFor("pre-course", false)["demographic.ageBand"]!.answer, otherAnswer: null } };
    expect((await ben.client.request("PUT", "/api/survey/progress", { sessionId: session.id, surveyType: "pre-course", formState: partial })).status).toBe(200);
    const otherDevice = new ApiClient(suite.system.url);
    await otherDevice.logIn(ben.email, DEMO_PASSWORD);
    expect((await otherDevice.get(`/api/survey/${session.shortId}/pre-course`, { "x-consistency-token": session.token })).body.draft).toEqual(partial);
    expect((await submit(otherDevice, session.id, "pre-course")).status).toBe(201);
    expect((await ben.client.get(`/api/survey/${session.shortId}/pre-course`)).body.draft).toBeNull();
  });

  it("answers the survey to anyone, the participant status to participants only (staff 403, anonymous 401), and unknown sessions 404", async () => {
    const { as, ids } = suite.cast;
    const session = await createSession(as.trainer, sessionForm(ids.trainer));
    const token = { "x-consistency-token": session.token };
    for (const client of [as.anonymous, as.participant, as.trainer, as.lead, as.admin]) {
      expect((await client.get(`/api/survey/${session.shortId}/pre-course`, token)).status).toBe(200);
    }
    for (const staff of [as.admin, as.lead, as.trainer]) expect((await statusOf(staff, session.id, "pre-course")).status).toBe(403);
    expect((await statusOf(as.anonymous, session.id, "pre-course")).status).toBe(401);
    expect((await statusOf(as.participant, session.id, "pre-course")).status).toBe(200);
    expect((await as.anonymous.get("/api/survey/nosuchid/pre-course")).status).toBe(404);
    // A follow-up by course names the caller's own session: nobody logged in has one.
    expect((await as.anonymous.get("/api/survey/C5/3-months-follow-up")).status).toBe(404);
    expect((await as.participant.get("/api/participant?sessionId=0190a000-0000-7000-8000-0000000000ff&surveyType=post")).status).toBe(404);
    expect((await as.participant.get(`/api/participant?sessionId=${session.id}&surveyType=nonsense`)).status).toBe(400);
  });

  it("takes one of the same person's simultaneous submissions (the others 409 with §8's text), and every classmate's at once", async () => {
    const { as, ids } = suite.cast;
    const session = await createSession(as.trainer, sessionForm(ids.trainer));
    const cara = await participant("cara.twice@example.org");
    const twice = await Promise.all(Array.from({ length: 6 }, () => submit(cara.client, session.id, "pre-course")));
    expect(twice.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const refused of twice.filter((answer) => answer.status === 409)) expect(refused.body.error).toBe(SURVEY_TEXTS.alreadySubmitted);

    const classmates = await Promise.all(["dai", "eli", "fflur", "gwen", "huw"].map((name) => participant(`${name}.class@example.org`)));
    const submitted = await Promise.all(classmates.map((person) => submit(person.client, session.id, "pre-course")));
    expect(submitted.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    // One response each on the session: the trainer's count reaches six, never more.
    const countOf = async () => (await as.trainer.get(`/api/session-details/${session.id}`)).body.responseCounts?.["pre-course"];
    await eventually(async () => (await countOf()) >= 6);
    expect(await countOf()).toBe(6);
  });

  describe("bad input", () => {
    it("GET /api/participant: a missing, malformed or poisoned query is 400 with each field's message; staff 403 and anonymous 401 before the query is read", async () => {
      const { as, ids } = suite.cast;
      const session = await createSession(as.trainer, sessionForm(ids.trainer));
      const token = { "x-consistency-token": session.token };
      const refusals: Array<[string, Record<string, string>]> = [
        ["", { sessionId: VALIDATION.required, surveyType: VALIDATION.required }],
        ["?surveyType=post", { sessionId: VALIDATION.required }],
        ["?sessionId=not-a-uuid&surveyType=post", { sessionId: VALIDATION.required }],
        [`?sessionId=${session.id}%00&surveyType=post`, { sessionId: INPUT_TEXTS.unsupportedCharacters }],
        [`?sessionId=${session.id}`, { surveyType: VALIDATION.required }],
        [`?sessionId=${session.id}&surveyType=nonsense`, { surveyType: VALIDATION.required }],
        [`?sessionId=${session.id}&surveyType=Post`, { surveyType: VALIDATION.required }],
      ];
      for (const [query, fields] of refusals) {
        const refused = await as.participant.get(`/api/participant${query}`, token);
        expect({ status: refused.status, body: refused.body }, query).toEqual({ status: 400, body: invalid(fields) });
      }
      for (const query of ["", "?sessionId=not-a-uuid&surveyType=nonsense", `?sessionId=${session.id}&surveyType=post`]) {
        for (const staff of [as.admin, as.lead, as.trainer]) {
          const refused = await staff.get(`/api/participant${query}`);
          expect({ status: refused.status, body: refused.body }, query).toEqual({ status: 403, body: { error: PRODUCT_TEXTS.notAllowed } });
        }
        const anonymous = await as.anonymous.get(`/api/participant${query}`);
        expect({ status: anonymous.status, body: anonymous.body }, query).toEqual({ status: 401, body: { error: PRODUCT_TEXTS.notLoggedIn } });
      }
    });

    it("GET /api/survey/:id/:type: an unknown type, a course with no session of the caller's, a garbage or NUL id is 404 'No session found'; a path that cannot be read is 400 in our format", async () => {
      const { as, ids } = suite.cast;
      const session = await createSession(as.trainer, sessionForm(ids.trainer));
      const token = { "x-consistency-token": session.token };
      const notFound = [
        `/api/survey/${session.shortId}/nonsense`,
        `/api/survey/${session.shortId}/POST`,
        // A course names the caller's latest session of it: the cast's participant has none, staff and anonymous callers never do.
        "/api/survey/C5/3-months-follow-up",
        "/api/survey/YOUNG_PEOPLE/6-months-follow-up",
        // A session's id is not its short id.
        `/api/survey/${session.id}/post`,
        `/api/survey/${"x".repeat(33)}/post`,
        "/api/survey/..%2F..%2Fetc%2Fpasswd/post",
        "/api/survey/%00/post",
        `/api/survey/${session.shortId}%00/post`,
      ];
      for (const path of notFound) {
        for (const client of [as.participant, as.trainer, as.anonymous]) {
          const refused = await client.get(path, token);
          expect({ status: refused.status, body: refused.body }, path).toEqual({ status: 404, body: { error: noSession } });
        }
      }
      // Bytes that are no UTF-8: the router refuses them, in the same format as every refusal (Welsh included).
      const unreadable = await as.anonymous.get("/api/survey/%ff/post", { "accept-language": "cy" });
      expect({ status: unreadable.status, body: unreadable.body }).toEqual({ status: 400, body: { error: translatorFor("cy")("request.unreadable") } });
    });
  });
});
