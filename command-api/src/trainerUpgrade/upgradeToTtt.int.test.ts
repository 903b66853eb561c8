import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, registrationIndexStream, en, questionnaireOf, userStream, visibleGroups, type DomainEvent } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { answer, appended, existingStream, nothingAppended, refused, useCommandSpecification, type GivenStream } from "../testing/commandSpecification";
import { attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession, type GivenPerson } from "../testing/givenStreams";

// The train-the-trainer route's writes (§4, §7), each on the person's own user stream: offered with the
// post-train-the-trainer evaluation's submission, then the trainer sign-up and the later steps.

const spec = useCommandSpecification();
const URL = "/api/upgrade-to-ttt";
const TEXTS = en.trainerUpgrade;

const offered = (userId: string): DomainEvent => ({ type: "TrainerSignUpOffered", data: { userId, course: "C5", offeredAt: spec.now.toISOString() } });

/** The person's streams, with these events after their registration on their user stream. */
const withHistory = (person: GivenPerson, ...events: DomainEvent[]): GivenStream[] =>
  person.streams.map((stream) => (stream.streamId === userStream(person.userId) ? existingStream(stream.streamId, ...stream.events, ...events) : stream));

const signUp = (role: "trainer" | "localLead") => ({ step: "howItWorks", role, localAuthorities: ["Torfaen", " Ceredigion "], acceptLocalLeadAccess: true });

describe("the post-train-the-trainer evaluation (submitEvaluation)", () => {
  const submitted = (otherRoles: Array<"trainer"> = []) => {
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", otherRoles });
    // Issue 24 §1: the evaluation of a session that has started (today), by a registered attendee.
    const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], modules: ["train-the-trainer"], daysAhead: 0 });
    const registered = attendeeRegistered(
      session.sessionId,
      { personKey: ana.userId, email: ana.email, participantId: ana.userId },
      { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 },
    );
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));
    return {
      ana,
      given: [...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, registered)],
      request: {
        method: "POST" as const,
        url: "/api/survey/submit/",
        body: { sessionId: session.sessionId, surveyType: "post-train-the-trainer", formState, disagreedToResearch: false, questionIDList: [] },
        as: ana.as,
      },
    };
  };

  it("given a participant-only attendee, when they submit it, then the trainer sign-up is offered on their user stream with the response", async () => {
    const { ana, given, request } = submitted();
    await spec
      .given(...given)
      .when(request)
      .then(answer(201), appended(userStream(ana.userId), offered(ana.userId)));
  });

  it("given an attendee who holds a trainer account too, when they submit it, then nothing is offered", async () => {
    const { ana, given, request } = submitted(["trainer"]);
    await spec
      .given(...given)
      .when(request)
      .then(answer(201), appended(userStream(ana.userId)));
  });
});

/** A Train the Trainer session `daysFromNow` days away (yesterday: it has started), with Ana on its registered list and in her attendance index. */
const attendedTtt = (
  ana: GivenPerson,
  options: { readonly daysFromNow?: number; readonly modules?: ReadonlyArray<"train-the-trainer" | "1"> } = {},
): GivenStream[] => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, {
    scheduledBy: trainer.userId,
    trainerIds: [trainer.userId],
    modules: options.modules ?? ["train-the-trainer"],
    daysAhead: options.daysFromNow ?? -1,
  });
  const registered = attendeeRegistered(
    session.sessionId,
    { personKey: ana.userId, email: ana.email, participantId: ana.userId },
    { registeredBy: trainer.userId, at: spec.now, confirmedCount: 1 },
  );
  return [
    ...trainer.streams,
    session.stream,
    givenRoster(session.sessionId, registered),
    existingStream(registrationIndexStream(ana.userId), {
      type: "RegistrationIndexed",
      data: { participantId: ana.userId, sessionId: session.sessionId, source: "roster" },
    }),
  ];
};

const upgradedTo = (userId: string): DomainEvent => ({
  type: "UpgradedToTrainer",
  data: {
    userId,
    role: "trainer",
    localAuthorities: ["Torfaen", "Ceredigion"],
    acceptedLocalLeadAccess: true,
    course: "C5",
    upgradedAt: spec.now.toISOString(),
  },
});

describe("PATCH upgrade-to-ttt (upgradeToTtt)", () => {
  it("given a verified participant offered the sign-up who attended Train the Trainer, when they sign up, then a trainer account is recorded with the consent and the next step", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId)), ...attendedTtt(ana))
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: ana.as })
      .then(
        answer(
          200,
          expect.objectContaining({
            role: "trainer",
            users: ["participant", "trainer"],
            localAuthorities: ["Torfaen", "Ceredigion"],
            nextUpgradeToTttStep: { step: "howItWorks", course: "C5" },
          }),
        ),
        appended(userStream(ana.userId), upgradedTo(ana.userId)),
      );
  });

  it("given the same, when they sign up ticking the manager box, then they become a trainer and a request for a local lead account waits for an admin", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId)), ...attendedTtt(ana))
      .when({ method: "PATCH", url: URL, body: signUp("localLead"), as: ana.as })
      .then(
        answer(200, expect.objectContaining({ role: "trainer", users: ["participant", "trainer"] })),
        appended(userStream(ana.userId), upgradedTo(ana.userId), {
          type: "LocalLeadAccessRequested",
          data: { userId: ana.userId, requestedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given an offered participant whose address is not proven, when they sign up, then it is refused and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: false });
    await spec
      .given(...withHistory(ana, offered(ana.userId)), ...attendedTtt(ana))
      .when({ method: "PATCH", url: URL, body: signUp("localLead"), as: ana.as })
      .then(refused(409, TEXTS.verifyEmailFirst), nothingAppended());
  });

  it("given an offered participant on no Train the Trainer roster, when they sign up, then it is refused and nothing is appended", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId)))
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: ana.as })
      .then(refused(409, TEXTS.trainTheTrainerNotAttended), nothingAppended());
  });

  it("given an offered participant registered for a Train the Trainer session that has not started, or who attended only Module 1, when they sign up, then it is refused", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId)), ...attendedTtt(ana, { daysFromNow: 7 }), ...attendedTtt(ana, { modules: ["1"] }))
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: ana.as })
      .then(refused(409, TEXTS.trainTheTrainerNotAttended), nothingAppended());
  });

  it("given a participant taken off the Train the Trainer list, when they sign up, then it is refused (the roster decides, not the index alone)", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const [trainerStream, emailStream, sessionGiven, rosterGiven, attendanceGiven] = attendedTtt(ana) as [
      GivenStream,
      GivenStream,
      GivenStream,
      GivenStream,
      GivenStream,
    ];
    const sessionId = rosterGiven.streamId.slice("roster-".length);
    const removed: DomainEvent = {
      type: "AttendeeRemoved",
      data: {
        sessionId,
        personKey: ana.userId,
        email: ana.email,
        participantId: ana.userId,
        discardedEvaluations: [],
        removedBy: "someone",
        removedAt: spec.now.toISOString(),
        confirmedCount: 0,
      },
    };
    await spec
      .given(
        ...withHistory(ana, offered(ana.userId)),
        trainerStream,
        emailStream,
        sessionGiven,
        existingStream(rosterGiven.streamId, ...rosterGiven.events, removed),
        attendanceGiven,
      )
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: ana.as })
      .then(refused(409, TEXTS.trainTheTrainerNotAttended), nothingAppended());
  });

  it("given a new trainer on 'How this tool works', when they press Next, then watchTttVideo is recorded", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId), upgradedTo(ana.userId)))
      .when({ method: "PATCH", url: URL, body: { step: "watchTttVideo" }, as: { userId: ana.userId, role: "trainer" } })
      .then(
        answer(200, expect.objectContaining({ role: "trainer", nextUpgradeToTttStep: { step: "watchTttVideo", course: "C5" } })),
        appended(userStream(ana.userId), {
          type: "TttUpgradeStepTaken",
          data: { userId: ana.userId, course: "C5", nextStep: "watchTttVideo", takenAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a participant never offered the sign-up, when they sign up, then it is refused and nothing is appended", async () => {
    const bob = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...bob.streams, ...attendedTtt(bob))
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: bob.as })
      .then(refused(409, TEXTS.stepNotPending), nothingAppended());
  });
});

describe("POST /api/users/:id/local-lead-request (decideLocalLeadRequest)", () => {
  const requested = (userId: string): DomainEvent => ({ type: "LocalLeadAccessRequested", data: { userId, requestedAt: spec.now.toISOString() } });
  const waiting = () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", name: "Ana Asked" });
    return { ana, streams: withHistory(ana, offered(ana.userId), upgradedTo(ana.userId), requested(ana.userId)) };
  };
  const url = (userId: string) => `/api/users/${userId}/local-lead-request`;

  it("given a waiting request, when an admin approves it, then the approval names the admin and the person is told by e-mail", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const { ana, streams } = waiting();
    await spec
      .given(...admin.streams, ...streams)
      .when({ method: "POST", url: url(ana.userId), body: { decision: "approve" }, as: admin.as })
      .then(
        answer(200, { emailSent: true }),
        appended(userStream(ana.userId), {
          type: "LocalLeadRequestApproved",
          data: { userId: ana.userId, decidedBy: admin.userId, decidedAt: spec.now.toISOString() },
        }),
      );
    const mail = await spec.mail.waitFor((received) => received.to.includes(ana.email));
    // Never asked which language: both, Welsh first.
    expect(mail.subject).toBe(`${cy.localLeadRequests.approvedSubject} / ${en.localLeadRequests.approvedSubject}`);
  });

  it("given a waiting request, when an admin declines it, then the decline names the admin and the person is told by e-mail", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const { ana, streams } = waiting();
    await spec
      .given(...admin.streams, ...streams)
      .when({ method: "POST", url: url(ana.userId), body: { decision: "decline" }, as: admin.as })
      .then(
        answer(200, { emailSent: true }),
        appended(userStream(ana.userId), {
          type: "LocalLeadRequestDeclined",
          data: { userId: ana.userId, decidedBy: admin.userId, decidedAt: spec.now.toISOString() },
        }),
      );
    await spec.mail.waitFor((received) => received.to.includes(ana.email) && received.subject.includes(en.localLeadRequests.declinedSubject));
  });

  it.each(["localLead", "trainer", "participant", "auditor"] as const)(
    "given a waiting request, when a %s decides it, then it is refused (403) and nothing is appended",
    async (role) => {
      const caller = givenAccount(spec.deps.emailIndex, spec.now, { role });
      const { ana, streams } = waiting();
      await spec
        .given(...caller.streams, ...streams)
        .when({ method: "POST", url: url(ana.userId), body: { decision: "approve" }, as: caller.as })
        .then(refused(403, PRODUCT_TEXTS.notAllowed), nothingAppended());
    },
  );

  it("given nobody logged in, when a request is decided, then it is refused (401) and nothing is appended", async () => {
    const { ana, streams } = waiting();
    await spec
      .given(...streams)
      .when({ method: "POST", url: url(ana.userId), body: { decision: "approve" } })
      .then(refused(401, PRODUCT_TEXTS.notLoggedIn), nothingAppended());
  });

  it("given no waiting request, when an admin approves, then it is refused (409); bad input and unknown people are refused too, appending nothing", async () => {
    const admin = givenAccount(spec.deps.emailIndex, spec.now, { role: "admin" });
    const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
    await spec
      .given(...admin.streams, ...trainer.streams)
      .when({ method: "POST", url: url(trainer.userId), body: { decision: "approve" }, as: admin.as })
      .then(refused(409, TEXTS.noRequestWaiting), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url(trainer.userId), body: { decision: "yes please" }, as: admin.as })
      .then(refused(400, PRODUCT_TEXTS.invalidInput, { decision: VALIDATION.required }), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url("0190a000-0000-7000-8000-00000000ffff"), body: { decision: "approve" }, as: admin.as })
      .then(refused(404, en.request.noUser), nothingAppended());
    await spec
      .given()
      .when({ method: "POST", url: url("not-an-id"), body: { decision: "approve" }, as: admin.as })
      .then(refused(404, en.request.noUser), nothingAppended());
  });
});
