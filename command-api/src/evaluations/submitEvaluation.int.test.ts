import { describe, expect, it } from "vitest";
import {
  PRODUCT_TEXTS,
  SESSION_TEXTS,
  SURVEY_TEXTS,
  evaluationStream,
  questionnaireOf,
  responseDay,
  respondentStream,
  rosterStream,
  participantGateStream,
  sessionPersonStream,
  sessionStream,
  userStream,
  visibleGroups,
  type FormState,
  type SurveyType,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { isAfter } from "@wellbeing/platform";
import {
  answer,
  appended,
  existingStream,
  nothingAppended,
  refused,
  useCommandSpecification,
  type Expectation,
  type Outcome,
} from "../testing/commandSpecification";
import { evaluationSubmitted } from "../testing/givenEvaluations";
import { attendeeEvaluationRecorded, attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession } from "../testing/givenStreams";
import { allEventsOf } from "../testing/storeEvents";

// POST /api/survey/submit/: one submission per person, session and survey type, recorded on four
// streams at once (the response, the session's count, the roster, the respondent), or nothing at all;
// post-type ones only from registered attendees of a started session (issue 24 §1); a visitor's
// pre-course one on its evaluation stream only; the link e-mailed to a person counts for them (issue 25).

const spec = useCommandSpecification();
const URL = "/api/survey/submit/";

const formFor = (surveyType: SurveyType, demographicsKnown = false): FormState =>
  completeForm(visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown }));

/** A trainer's session of modules 1 and 2 (a month ahead, or `daysAhead`) and a participant registered on it. */
const story = (
  options: { readonly daysAhead?: number; readonly emailVerified?: boolean; readonly modules?: ReadonlyArray<"1" | "2" | "train-the-trainer"> } = {},
) => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: options.emailVerified ?? true });
  const session = givenSession(spec.now, {
    scheduledBy: trainer.userId,
    trainerIds: [trainer.userId],
    daysAhead: options.daysAhead ?? 30,
    modules: options.modules ?? ["1", "2"],
  });
  const anaOnRoster = { personKey: ana.userId, email: ana.email, participantId: ana.userId };
  const registered = attendeeRegistered(session.sessionId, anaOnRoster, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 });
  return {
    trainer,
    ana,
    session,
    anaOnRoster,
    registered,
    streams: [...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, registered)],
  };
};

const submission = (sessionId: string, surveyType: SurveyType, formState: FormState = formFor(surveyType)) => ({
  sessionId,
  surveyType,
  formState,
  disagreedToResearch: false,
  questionIDList: [],
});

/** The session of the story, started today: its post-type evaluations are open. */
const started = { daysAhead: 0 } as const;

const responseEvent = (sessionId: string, surveyType: SurveyType, respondent: string, demographicsGiven: boolean) =>
  evaluationSubmitted(sessionId, respondent, surveyType, responseDay(spec.now), {
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

/** What the request appended, across every stream, in order. */
const appendedEvents = async (outcome: Outcome) =>
  (await allEventsOf(outcome.store)).filter((event) => outcome.headBefore === null || isAfter(event.position, outcome.headBefore));

/** Exactly `count` responses were appended, and nothing else: no stream of any person's, no session's count. */
const onlyResponsesAppended =
  (count: number): Expectation =>
  async (outcome) => {
    const fresh = await appendedEvents(outcome);
    expect(fresh.map((event) => event.type)).toEqual(Array.from({ length: count }, () => "EvaluationSubmitted"));
  };

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * Issue 24 §2: the response's share of the append leads nowhere: no actor, no causation, a correlation
 * id no other event has, a random event id (a v7 one carries its moment), the day for the moment; the
 * person's shares keep the request's metadata.
 */
const responseShareUnlinked: Expectation = async (outcome) => {
  const fresh = await appendedEvents(outcome);
  const [response, ...others] = [
    ...fresh.filter((event) => event.type === "EvaluationSubmitted"),
    ...fresh.filter((event) => event.type !== "EvaluationSubmitted"),
  ];
  expect(response?.metadata).toMatchObject({ actorId: null, causationId: null, occurredAt: responseDay(spec.now) });
  expect(response?.eventId).toMatch(UUID_V4);
  expect((response?.data as { responseId: string }).responseId).toMatch(UUID_V4);
  expect(others.length).toBeGreaterThan(0);
  for (const other of others) {
    expect(other.metadata.correlationId).not.toBe(response?.metadata.correlationId);
    expect(other.metadata.occurredAt).toBe(spec.now.toISOString());
  }
};

describe("POST survey/submit (submitEvaluation)", () => {
  it("given a registered participant, when they submit the pre-course survey, then the response, its count on their gate of the session (not the session's own stream), their own record of it (not the roster's) and their pseudonym are appended", async () => {
    const { ana, session, anaOnRoster, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(
        answer(201, done),
        ownResponse(ana.userId, session.sessionId, "pre-course", true),
        appended(participantGateStream(session.sessionId, ana.userId), {
          type: "SessionResponseRecorded",
          data: { sessionId: session.sessionId, surveyType: "pre-course" },
        }),
        appended(sessionStream(session.sessionId)),
        appended(sessionPersonStream(session.sessionId, anaOnRoster.participantId), attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "pre-course")),
        appended(rosterStream(session.sessionId)),
        appended(
          respondentStream(ana.userId),
          { type: "RespondentPseudonymAssigned", data: { personId: ana.userId, pseudonym: expect.any(String), assignedAt: spec.now.toISOString() } },
          { type: "RespondentDemographicsGiven", data: { personId: ana.userId, givenAt: spec.now.toISOString() } },
        ),
      );
  });

  it("given a participant who gave their demographics, when they submit a follow-up without them, then it is recorded under the same pseudonym", async () => {
    const { ana, session, streams } = story(started);
    const pseudonym = "0190a000-0000-7000-8000-0000000000aa";
    const respondent = existingStream(
      respondentStream(ana.userId),
      { type: "RespondentPseudonymAssigned", data: { personId: ana.userId, pseudonym, assignedAt: spec.now.toISOString() } },
      { type: "RespondentDemographicsGiven", data: { personId: ana.userId, givenAt: spec.now.toISOString() } },
    );
    await spec
      .given(...streams, respondent)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "3-months-follow-up", formFor("3-months-follow-up", true)), as: ana.as })
      .then(
        answer(201, done),
        appended(evaluationStream(session.sessionId, pseudonym), responseEvent(session.sessionId, "3-months-follow-up", pseudonym, false)),
        appended(respondentStream(ana.userId)),
      );
  });

  it("given nobody logged in and no personal link, when they submit the pre-course survey, then only the response is recorded, under a pseudonym linked to no one", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course") })
      .then(answer(201, done), appended(sessionStream(session.sessionId)), appended(rosterStream(session.sessionId)), onlyResponsesAppended(1));
  });

  it("given nobody logged in, when they submit the post survey, then it is refused (401) and nothing is appended", async () => {
    const { session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post") })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given a participant who submitted the post survey, when they submit it again, then it is refused (409) with §8's words and nothing is appended", async () => {
    const { ana, session, streams } = story(started);
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post"), as: ana.as })
      .then(answer(201, done));
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

  it.each(["trainer", "localLead", "admin"] as const)(
    "given a %s logged in, when they submit a survey, then it is refused (403) and nothing is appended",
    async (role) => {
      const { session, streams } = story();
      const staff = givenAccount(spec.deps.emailIndex, spec.now, { role });
      await spec
        .given(...streams, ...staff.streams)
        .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: staff.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given no such session, when a survey is submitted for it, then it is refused (404) and nothing is appended", async () => {
    const { ana, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission("0190a000-0000-7000-8000-0000000000ff", "pre-course"), as: ana.as })
      .then(answer(404), nothingAppended());
  });

  it("given an attendee's response, when the session's trainer deletes the session, then it is refused with §8's message", async () => {
    const { trainer, ana, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(answer(201, done));
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/session-delete/${session.sessionId}`, as: trainer.as })
      .then(refused(409, SESSION_TEXTS.cannotDelete), nothingAppended());
  });

  it("given only a visitor's pre-course response (issue 24 §4), when the session's trainer deletes the session, then it is deleted", async () => {
    const { trainer, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course") })
      .then(answer(201, done));
    await spec
      .given()
      .when({ method: "DELETE", url: `/api/session-delete/${session.sessionId}`, as: trainer.as })
      .then(
        answer(200),
        appended(sessionStream(session.sessionId), { type: "SessionDeleted", data: expect.objectContaining({ sessionId: session.sessionId }) }),
      );
  });

  it("given a registered participant, when they submit, then the response's share carries nothing that leads to them or to the rest of the append", async () => {
    const { ana, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(answer(201, done), responseShareUnlinked);
  });

  it("given a participant not registered for the session, when they submit a post-type evaluation, then it is refused (403) and nothing is appended", async () => {
    const { session, streams } = story(started);
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    for (const surveyType of ["post", "3-months-follow-up"] as const) {
      await spec
        .given(...streams, ...ben.streams)
        .when({ method: "POST", url: URL, body: submission(session.sessionId, surveyType), as: ben.as })
        .then(refused(403, SURVEY_TEXTS.notRegisteredForSession), nothingAppended());
    }
  });

  it("given a registered participant, when they submit the post-session evaluation before the session's first day, then it is refused (403) and nothing is appended", async () => {
    const { ana, session, streams } = story();
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post"), as: ana.as })
      .then(refused(403, SURVEY_TEXTS.notStartedYet), nothingAppended());
  });

  it("given a participant not registered, when they submit the pre-course survey, then it counts as theirs", async () => {
    const { session, streams } = story();
    const ben = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const benAsAnswerer = { personKey: ben.userId, email: ben.email, participantId: ben.userId };
    await spec
      .given(...streams, ...ben.streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ben.as })
      .then(
        answer(201, done),
        ownResponse(ben.userId, session.sessionId, "pre-course", true),
        appended(
          sessionPersonStream(session.sessionId, benAsAnswerer.participantId),
          attendeeEvaluationRecorded(session.sessionId, benAsAnswerer, "pre-course"),
        ),
        appended(rosterStream(session.sessionId)),
      );
  });

  it("given the roster records the person's pre-course evaluation already (another device, another link), when they submit it again, then it is refused (409) and nothing is appended", async () => {
    const { ana, session, anaOnRoster, streams, registered } = story();
    await spec
      .given(...streams.slice(0, -1), givenRoster(session.sessionId, registered, attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "pre-course")))
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(refused(409, SURVEY_TEXTS.alreadySubmitted), nothingAppended());
  });

  it("given nobody logged in with the link e-mailed to a registered participant (issue 25), when they submit the pre-course survey, then it counts as that participant's", async () => {
    const { ana, session, anaOnRoster, streams } = story();
    const linkToken = spec.deps.surveyLinks.tokenFor(session.sessionId, spec.deps.emailIndex.streamOf(ana.email));
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: { ...submission(session.sessionId, "pre-course"), linkToken } })
      .then(
        answer(201, done),
        ownResponse(ana.userId, session.sessionId, "pre-course", true),
        appended(participantGateStream(session.sessionId, ana.userId), {
          type: "SessionResponseRecorded",
          data: { sessionId: session.sessionId, surveyType: "pre-course" },
        }),
        appended(sessionStream(session.sessionId)),
        appended(sessionPersonStream(session.sessionId, anaOnRoster.participantId), attendeeEvaluationRecorded(session.sessionId, anaOnRoster, "pre-course")),
        appended(rosterStream(session.sessionId)),
      );
    await spec
      .given()
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(refused(409, SURVEY_TEXTS.alreadySubmitted), nothingAppended());
  });

  it("given staff listed a participant under their address only (no account on the entry), when they submit with their address proven, then the record stays on the roster, under that entry (issue 30: a removal of it reads the roster)", async () => {
    const { trainer, ana, session } = story();
    const underAddress = { personKey: spec.deps.emailIndex.streamOf(ana.email), email: ana.email, participantId: null };
    const listed = attendeeRegistered(session.sessionId, underAddress, { registeredBy: trainer.userId, at: spec.now, confirmedCount: 1 });
    await spec
      .given(...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, listed))
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(
        answer(201, done),
        appended(rosterStream(session.sessionId), attendeeEvaluationRecorded(session.sessionId, { ...underAddress, participantId: ana.userId }, "pre-course")),
        appended(sessionPersonStream(session.sessionId, ana.userId)),
      );
    await spec
      .given()
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(refused(409, SURVEY_TEXTS.alreadySubmitted), nothingAppended());
  });

  it("given a link token made for another session, or not made here, when a survey is submitted with it, then it is refused (400 under linkToken) and nothing is appended", async () => {
    const { ana, session, streams } = story();
    const other = givenSession(spec.now, { scheduledBy: ana.userId, trainerIds: [ana.userId] });
    const forOther = spec.deps.surveyLinks.tokenFor(other.sessionId, spec.deps.emailIndex.streamOf(ana.email));
    const madeUp = `${Buffer.from(spec.deps.emailIndex.streamOf(ana.email)).toString("base64url")}.${"A".repeat(32)}`;
    for (const linkToken of [forOther, madeUp, "not a token"]) {
      await spec
        .given(...streams, other.stream)
        .when({ method: "POST", url: URL, body: { ...submission(session.sessionId, "pre-course"), linkToken } })
        .then(refused(400, PRODUCT_TEXTS.invalidInput, { linkToken: SURVEY_TEXTS.linkNotValid }), nothingAppended());
    }
  });

  it("given a registered participant with a proven address, when they submit the evaluation of a Train the Trainer session that has started, then the trainer sign-up is offered", async () => {
    const { ana, session, streams } = story({ ...started, modules: ["train-the-trainer"] });
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post-train-the-trainer"), as: ana.as })
      .then(
        answer(201, done),
        appended(userStream(ana.userId), { type: "TrainerSignUpOffered", data: expect.objectContaining({ userId: ana.userId, course: "C5" }) }),
      );
  });

  it("given a registered participant whose address is not verified, when they submit the Train the Trainer evaluation, then it is recorded and no sign-up is offered", async () => {
    const { ana, session, streams } = story({ ...started, modules: ["train-the-trainer"], emailVerified: false });
    await spec
      .given(...streams)
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "post-train-the-trainer"), as: ana.as })
      .then(answer(201, done), appended(userStream(ana.userId)));
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
    await spec
      .given()
      .when({ method: "POST", url: URL, body: submission(session.sessionId, "pre-course"), as: ana.as })
      .then(answer(201, done));
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
