import { describe, expect, it } from "vitest";
import {
  PRODUCT_TEXTS,
  SESSION_TEXTS,
  SURVEY_TEXTS,
  evaluationStream,
  questionnaireOf,
  respondentStream,
  rosterStream,
  sessionStream,
  visibleGroups,
  type FormState,
  type SurveyType,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification, type Expectation } from "../testing/commandSpecification";
import { evaluationSubmitted } from "../testing/givenEvaluations";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";

// POST /api/survey/submit/: one submission per respondent, session and survey type, recorded on four
// streams at once (the response, the session's count, the roster, the respondent), or nothing at all.

const spec = useCommandSpecification();
const URL = "/api/survey/submit/";

const formFor = (surveyType: SurveyType, demographicsKnown = false): FormState => completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown }));

/** A trainer's session of modules 1 and 2 and a participant registered on it. */
const story = () => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId] });
  const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
  const registered = attendeeRegistered(session.sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 });
  return { trainer, ana, session, anaOnRoster, registered, streams: [...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, registered)] };
};

const submission = (sessionId: string, surveyType: SurveyType, formState: FormState = formFor(surveyType)) => ({ sessionId, surveyType, formState, disagreedToResearch: false, questionIDList: [] });

const responseEvent = (sessionId: string, surveyType: SurveyType, respondent: string, demographicsGiven: boolean) =>
  evaluationSubmitted(sessionId, respondent, surveyType, spec.now.toISOString(), {
    responseId: expect.any(String),
    answers: expect.any(Object),
    writtenAnswers: expect.any(Object),
    demographicsGiven,
  });

/** The person's response, on the evaluation stream named by the pseudonym their respondent stream now holds. */
const ownResponse =
  (personId: string, sessionId: string, surveyType: SurveyType, demographicsGiven: boolean): Expectation =>
  async (outcome) => {
    const [assigned] = await outcome.store.readStream(respondentStream(personId));
    const pseudonym = (assigned?.data as { pseudonym: string }).pseudonym;
    expect(pseudonym).toEqual(expect.any(String));
    await appended(evaluationStream(sessionId, pseudonym), responseEvent(sessionId, surveyType, pseudonym, demographicsGiven))(outcome);
  };

const done = { message: SURVEY_TEXTS.submitted, course: "C5", responseId: expect.any(String) };

describe("POST survey/submit (submitEvaluation)", () => {
  it("given a registered participant, when they submit the pre-course survey, then the response, the session's count, the roster's record and their pseudonym are appended", async () => {
    const { ana, session, anaOnRoster, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(
        answer(201, done),
        ownResponse(ana.userId, session.sessionId, "pre-course", true),
        appended(sessionStream(session.sessionId), { type: "SessionResponseRecorded", data: { sessionId: session.sessionId, surveyType: "pre-course" } }),
        appended(rosterStream(session.sessionId), attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "pre-course")),
        appended(
          respondentStream(ana.userId),
          { type: "RespondentPseudonymAssigned", data: { personId: ana.userId, pseudonym: expect.any(String), assignedAt: spec.now.toISOString() } },
          { type: "RespondentDemographicsGiven", data: { personId: ana.userId, givenAt: spec.now.toISOString() } },
        ),
      );
  });

  it("given a participant who gave their demographics, when they submit a follow-up without them, then it is recorded under the same pseudonym", async () => {
    const { ana, session, streams } = story();
    const pseudonym = "0190a000-0000-7000-8000-0000000000aa";
    const respondent = existingStream(
      respondentStream(ana.userId),
      { type: "RespondentPseudonymAssigned", data: { personId: ana.userId, pseudonym, assignedAt: spec.now.toISOString() } },
      { type: "RespondentDemographicsGiven", data: { personId: ana.userId, givenAt: spec.now.toISOString() } },
    );
    await spec
      .given(...streams, respondent)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "3-months-follow-up", formFor("3-months-follow-up", true)), as: ana.as })
      .then(answer(201, done), appended(evaluationStream(session.sessionId, pseudonym), responseEvent(session.sessionId, "3-months-follow-up", pseudonym, false)), appended(respondentStream(ana.userId)));
  });

  it("given nobody logged in, when they submit the pre-course survey, then it is recorded under a pseudonym linked to no one, with the session's count", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course") })
      .then(
        answer(201, done),
        appended(sessionStream(session.sessionId), { type: "SessionResponseRecorded", data: { sessionId: session.sessionId, surveyType: "pre-course" } }),
        appended(rosterStream(session.sessionId)),
      );
  });

  it("given nobody logged in, when they submit the post survey, then it is refused (401) and nothing is appended", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post") })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a participant who submitted the post survey, when they submit it again, then it is refused (409) with §8's words and nothing is appended", async () => {
    const { ana, session, streams } = story();
    await spec.given(...streams).when({ method: "POST", url: URL, body: submission(session.sessionId, "post"), as: ana.as }).then(answer(201, done));
    await spec
      .given()
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post"), as: ana.as })
      .then(refused(409, SURVEY_TEXTS.alreadySubmitted), nothingAppended());
  });

  it("given answers that break the questionnaire's rules, when they are submitted, then each question gets its own message (400) and nothing is appended", async () => {
    const { ana, session, streams } = story();
    const complete = formFor("pre-course");
    const { ["demographic.gender"]: _unanswered, ...withoutGender } = complete;
    const broken: FormState = {
      ...withoutGender,
      "behaviour.peopleSeen": { answer: 1, otherAnswer: null },
      "behaviour.wellbeing": { answer: 3, otherAnswer: null },
    };
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course", broken), as: ana.as })
      .then(
        refused(400, PRODUCT_TEXTS.invalidInput, {
          "formState.demographic.gender": SURVEY_TEXTS.mustBeAnswered,
          "formState.behaviour.wellbeing": SURVEY_TEXTS.moreThanPeopleSeen,
        }),
        nothingAppended(),
      );
  });

  it("given a survey type the session does not have, when it is submitted, then it is refused and nothing is appended", async () => {
    const { ana, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post-train-the-trainer"), as: ana.as })
      .then(refused(403, SURVEY_TEXTS.notThisSessionsEvaluation), nothingAppended());
  });

  it.each(["trainer", "localLead", "admin"] as const)("given a %s logged in, when they submit a survey, then it is refused (403) and nothing is appended", async (role) => {
    const { session, streams } = story();
    const staff = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...streams, ...staff.streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: staff.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
  });

  it("given no such session, when a survey is submitted for it, then it is refused (404) and nothing is appended", async () => {
    const { ana, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission("0190a000-0000-7000-8000-0000000000ff", "pre-course"), as: ana.as })
      .then(answer(404), nothingAppended());
  });

  it("given a response was submitted, when the session's trainer deletes the session, then it is refused with §8's message", async () => {
    const { trainer, session, streams } = story();
    await spec.given(...streams).when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course") }).then(answer(201, done));
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/session-delete/${session.sessionId}`, as: trainer.as })
      .then(refused(409, SESSION_TEXTS.cannotDelete), nothingAppended());
  });
});

describe("PUT survey/progress (saveSurveyProgress)", () => {
  it("given a participant's saved progress, when they submit the survey, then the draft is gone", async () => {
    const { ana, session, streams } = story();
    const draftKey = { personId: ana.userId, sessionId: session.sessionId, surveyType: "pre-course" };
    const partial = { "demographic.ageBand": { answer: "25-34", otherAnswer: null } };
    await spec
      .given(...streams)
      .when({ method: "PUT", url: "/api/survey/progress", body: { sessionId: session.sessionId, surveyType: "pre-course", formState: partial }, as: ana.as })
      .then(answer(200, { savedAt: spec.now.toISOString() }), nothingAppended());
    expect(await spec.deps.surveyDrafts.read(draftKey)).toEqual(partial);
    await spec.given().when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as }).then(answer(201, done));
    expect(await spec.deps.surveyDrafts.read(draftKey)).toBeNull();
  });

  it.each(["trainer", "admin"] as const)("given a %s, when they save survey progress, then it is refused (403)", async (role) => {
    const { session, streams } = story();
    const staff = givenAccount(spec.deps.emailIndex, spec.now, { role });
    await spec
      .given(...streams, ...staff.streams)
      .when({ method: "PUT", url: "/api/survey/progress", body: { sessionId: session.sessionId, surveyType: "pre-course", formState: {} }, as: staff.as })
      .then(refused(403, PRODUCT_TEXTS.notAllowed));
  });

  it("given nobody logged in, when they save survey progress, then it is refused (401)", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "PUT", url: "/api/survey/progress", body: { sessionId: session.sessionId, surveyType: "pre-course", formState: {} } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn));
  });
});
