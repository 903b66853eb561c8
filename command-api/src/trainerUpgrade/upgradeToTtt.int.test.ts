import { describe, expect, it } from "vitest";
import { en, questionnaireOf, userStream, visibleGroups, type DomainEvent } from "@wellbeing/domain";
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
    const registered = attendeeRegistered(session.sessionId, { personKey: ana.userId, email: ana.email, participantId: ana.userId }, { registeredBy: ana.userId, at: spec.now, confirmedCount: 1 });
    const formState = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));
    return {
      ana,
      given: [...trainer.streams, ...ana.streams, session.stream, givenRoster(session.sessionId, registered)],
      request: { method: "POST" as const, url: "/api/survey/submit/", body: { sessionId: session.sessionId, surveyType: "post-train-the-trainer", formState, disagreedToResearch: false, questionIDList: [] }, as: ana.as },
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

describe("PATCH upgrade-to-ttt (upgradeToTtt)", () => {
  it("given a participant offered the sign-up, when they sign up ticking the manager box, then a local lead account is recorded with the consent and the next step", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...withHistory(ana, offered(ana.userId)))
      .when({ method: "PATCH", url: URL, body: signUp("localLead"), as: ana.as })
      .then(
        answer(200, expect.objectContaining({ role: "localLead", users: ["participant", "localLead"], localAuthorities: ["Torfaen", "Ceredigion"], nextUpgradeToTttStep: { step: "howItWorks", course: "C5" } })),
        appended(userStream(ana.userId), {
          type: "UpgradedToTrainer",
          data: { userId: ana.userId, role: "localLead", localAuthorities: ["Torfaen", "Ceredigion"], acceptedLocalLeadAccess: true, course: "C5", upgradedAt: spec.now.toISOString() },
        }),
      );
  });

  it("given a new trainer on 'How this tool works', when they press Next, then watchTttVideo is recorded", async () => {
    const ana = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    const upgraded: DomainEvent = {
      type: "UpgradedToTrainer",
      data: { userId: ana.userId, role: "trainer", localAuthorities: ["Torfaen"], acceptedLocalLeadAccess: true, course: "C5", upgradedAt: spec.now.toISOString() },
    };
    await spec
      .given(...withHistory(ana, offered(ana.userId), upgraded))
      .when({ method: "PATCH", url: URL, body: { step: "watchTttVideo" }, as: { userId: ana.userId, role: "trainer" } })
      .then(
        answer(200, expect.objectContaining({ role: "trainer", nextUpgradeToTttStep: { step: "watchTttVideo", course: "C5" } })),
        appended(userStream(ana.userId), { type: "TttUpgradeStepTaken", data: { userId: ana.userId, course: "C5", nextStep: "watchTttVideo", takenAt: spec.now.toISOString() } }),
      );
  });

  it("given a participant never offered the sign-up, when they sign up, then it is refused and nothing is appended", async () => {
    const bob = givenAccount(spec.deps.emailIndex, spec.now, { role: "participant" });
    await spec
      .given(...bob.streams)
      .when({ method: "PATCH", url: URL, body: signUp("trainer"), as: bob.as })
      .then(refused(409, TEXTS.stepNotPending), nothingAppended());
  });
});
