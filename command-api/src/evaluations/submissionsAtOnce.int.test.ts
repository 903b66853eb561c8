import { Either } from "effect";
import { describe, expect, it } from "vitest";
import {
  message,
  questionnaireOf,
  rosterStream,
  sessionPersonStream,
  sessionGateStreams,
  sessionStream,
  visibleGroups,
  type DomainError,
  type RosterEvent,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { newId } from "../infrastructure/commandContext";
import { saveAttendeesList } from "../roster/saveAttendeesList";
import { deleteSession } from "../sessions/deleteSession";
import { answer, useCommandSpecification, type Expectation, type GivenStream } from "../testing/commandSpecification";
import { attendeeRegistered, givenRoster } from "../testing/givenRoster";
import { givenAccount, givenSession, type GivenPerson } from "../testing/givenStreams";
import { linkedSubmitter } from "./linkedRespondent";
import { submitEvaluation, type Submitter } from "./submitEvaluation";

// Issue 30: a session's submissions arriving together are decided together, and still keep the rules
// of one response per person, session and type, and no deletion of a session with responses.

const spec = useCommandSpecification();

const postSession = (sessionId: string) => ({
  sessionId,
  surveyType: "post" as const,
  formState: completeForm(visibleGroups(questionnaireOf("v1"), "post", { demographicsKnown: false })),
  disagreedToResearch: false,
  questionIDList: [],
});

const preCourse = (sessionId: string) => ({
  sessionId,
  surveyType: "pre-course" as const,
  formState: completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false })),
  disagreedToResearch: false,
  questionIDList: [],
});

const contextOf = (actorId: string | null) => ({ actorId, correlationId: newId(), now: spec.now });

/** A trainer's session with `count` participants registered on it (30 days ahead unless told). */
const sessionWith = (count: number, daysAhead = 30) => {
  const trainer = givenAccount(spec.deps.emailIndex, spec.now, { role: "trainer" });
  const session = givenSession(spec.now, { scheduledBy: trainer.userId, trainerIds: [trainer.userId], daysAhead, modules: ["1", "2"] });
  const participants = Array.from({ length: count }, () => givenAccount(spec.deps.emailIndex, spec.now, { role: "participant", emailVerified: true }));
  const registered = participants.map((person, index): RosterEvent =>
    attendeeRegistered(
      session.sessionId,
      { personKey: person.userId, email: person.email, participantId: person.userId },
      { registeredBy: person.userId, at: spec.now, confirmedCount: index + 1 },
    ),
  );
  const streams: GivenStream[] = [
    ...trainer.streams,
    ...participants.flatMap((person) => person.streams),
    session.stream,
    givenRoster(session.sessionId, ...registered),
  ];
  return { trainer, session, participants, streams };
};

const loggedIn = (person: GivenPerson): Submitter => ({ kind: "participant", userId: person.userId, email: person.email });

/** What each call answered: "ok", or its refusal's tag. */
const outcomeOf = (answered: Either.Either<unknown, DomainError>): string => (Either.isRight(answered) ? "ok" : answered.left._tag);

const typesOn =
  (streamId: string, expected: Record<string, number>): Expectation =>
  async ({ store }) => {
    const counts: Record<string, number> = {};
    for (const event of await store.readStream(streamId)) counts[event.type] = (counts[event.type] ?? 0) + 1;
    expect(counts).toMatchObject(expected);
  };

/** The types of the events on every gate of the session's response count, counted together. */
const typesOnGates =
  (sessionId: string, expected: Record<string, number>): Expectation =>
  async ({ store }) => {
    const counts: Record<string, number> = {};
    for (const gate of sessionGateStreams(sessionId)) for (const event of await store.readStream(gate)) counts[event.type] = (counts[event.type] ?? 0) + 1;
    expect(counts).toEqual(expected);
  };

/** A submission writes no per-session stream but the roster (issue 30): the session's own stream keeps only its scheduling. */
const sessionStreamUntouched =
  (sessionId: string): Expectation =>
  async ({ store }) =>
    expect((await store.readStream(sessionStream(sessionId))).map((event) => event.type)).toEqual(["SessionScheduled"]);

/** A submission writes the person's own record, not the roster (issue 30): the roster keeps only its registrations. */
const rosterUntouched =
  (sessionId: string, registered: number): Expectation =>
  async ({ store }) =>
    expect((await store.readStream(rosterStream(sessionId))).map((event) => event.type)).toEqual(
      Array.from({ length: registered }, () => "AttendeeRegistered"),
    );

describe("survey submissions of one session at once", () => {
  it("given 50 registered participants, when they all submit the pre-course survey at once, then all 50 count, each once", async () => {
    const { session, participants, streams } = sessionWith(50);
    await spec
      .given(...streams)
      .when(async (deps) => {
        const answers = await Promise.all(
          participants.map((person) => submitEvaluation(deps.store, loggedIn(person), preCourse(session.sessionId), contextOf(person.userId))),
        );
        return Either.right(answers.map(outcomeOf));
      })
      .then(
        answer(
          200,
          Array.from({ length: 50 }, () => "ok"),
        ),
        typesOnGates(session.sessionId, { SessionResponseRecorded: 50 }),
        sessionStreamUntouched(session.sessionId),
        async ({ store }) => {
          // Spread over the gates: no one stream takes every submission's turn.
          const busiest = Math.max(...(await Promise.all(sessionGateStreams(session.sessionId).map(async (gate) => (await store.readStream(gate)).length))));
          expect(busiest).toBeLessThan(50);
        },
        rosterUntouched(session.sessionId, 50),
        async ({ store }) => {
          const records = await Promise.all(participants.map((person) => store.readStream(sessionPersonStream(session.sessionId, person.userId))));
          const recorded = records.flat().filter((event) => event.type === "AttendeeEvaluationRecorded");
          expect(recorded).toHaveLength(50);
          expect(new Set(recorded.map((event) => (event.data as { participantId: string }).participantId))).toEqual(
            new Set(participants.map((person) => person.userId)),
          );
          // Each response carries the metadata of the request that made it, though they were appended together.
          expect(new Set(recorded.map((event) => event.metadata.actorId))).toEqual(new Set(participants.map((person) => person.userId)));
        },
      );
  });

  it("given a registered participant, when they submit the pre-course survey twice at once under two links (logged in and the e-mailed link), then one counts and the other is refused", async () => {
    const { session, participants, streams } = sessionWith(1);
    const [ana] = participants as [GivenPerson];
    const linkToken = spec.deps.surveyLinks.tokenFor(session.sessionId, spec.deps.emailIndex.streamOf(ana.email));
    await spec
      .given(...streams)
      .when(async (deps) => {
        const byLink = Either.getOrThrow(await linkedSubmitter(deps, session.sessionId, linkToken));
        const answers = await Promise.all([
          submitEvaluation(deps.store, loggedIn(ana), preCourse(session.sessionId), contextOf(ana.userId)),
          submitEvaluation(deps.store, byLink, preCourse(session.sessionId), contextOf(null)),
        ]);
        const refusal = answers.find(Either.isLeft);
        return Either.right({ outcomes: answers.map(outcomeOf).sort(), reason: refusal ? (refusal.left as { reason?: unknown }).reason : null });
      })
      .then(
        answer(200, { outcomes: ["Conflict", "ok"], reason: message("survey.alreadySubmitted") }),
        typesOnGates(session.sessionId, { SessionResponseRecorded: 1 }),
        sessionStreamUntouched(session.sessionId),
        typesOn(sessionPersonStream(session.sessionId, ana.userId), { AttendeeEvaluationRecorded: 1 }),
        rosterUntouched(session.sessionId, 1),
      );
  });

  it("given sessions with a participant each, when each participant submits while the trainer deletes their session, then exactly one of the two wins on every session", async () => {
    const races = Array.from({ length: 8 }, () => sessionWith(1));
    await spec
      .given(...races.flatMap((race) => race.streams))
      .when(async (deps) => {
        const outcomes = await Promise.all(
          races.map(async ({ trainer, session, participants }) => {
            const [ana] = participants as [GivenPerson];
            const [submitted, deleted] = await Promise.all([
              submitEvaluation(deps.store, loggedIn(ana), preCourse(session.sessionId), contextOf(ana.userId)),
              deleteSession(deps.store, trainer.as, session.sessionId, contextOf(trainer.userId)),
            ]);
            return [outcomeOf(submitted), outcomeOf(deleted)].join(" ");
          }),
        );
        return Either.right(outcomes);
      })
      .then(
        (outcome) => {
          for (const raced of outcome.body as string[]) expect(["ok Conflict", "NotFound ok"]).toContain(raced);
        },
        async ({ store }) => {
          for (const { session } of races) {
            const deleted = (await store.readStream(sessionStream(session.sessionId))).some((event) => event.type === "SessionDeleted");
            const gates = await Promise.all(sessionGateStreams(session.sessionId).map((gate) => store.readStream(gate)));
            const counted = gates.flat().filter((event) => event.type === "SessionResponseRecorded").length;
            const closed = gates.filter((gate) => gate.some((event) => event.type === "SessionGateClosed")).length;
            // Deleted: every gate closed, no response counted. Not deleted: the one response, no gate closed.
            expect(deleted ? { counted, closed } : { counted: 1, closed: 0 }).toEqual(deleted ? { counted: 0, closed: gates.length } : { counted, closed });
          }
        },
      );
  });

  it("given sessions held yesterday with two attendees each, when one submits the post-session evaluation while staff take them off the list, then exactly one of the two wins on every session", async () => {
    const races = Array.from({ length: 8 }, () => sessionWith(2, -1));
    await spec
      .given(...races.flatMap((race) => race.streams))
      .when(async (deps) => {
        const outcomes = await Promise.all(
          races.map(async ({ trainer, session, participants }) => {
            const [ana, bo] = participants as [GivenPerson, GivenPerson];
            const [submitted, removed] = await Promise.all([
              submitEvaluation(deps.store, loggedIn(ana), postSession(session.sessionId), contextOf(ana.userId)),
              saveAttendeesList(
                deps,
                trainer.as,
                session.sessionId,
                { participantsEmails: [{ email: bo.email }], status: "confirmed" },
                contextOf(trainer.userId),
              ),
            ]);
            return [outcomeOf(submitted), outcomeOf(removed)].join(" ");
          }),
        );
        return Either.right(outcomes);
      })
      .then(
        // Submitted first: someone who gave the post-session evaluation cannot be removed. Removed first: not registered, no post-session evaluation.
        (outcome) => {
          for (const raced of outcome.body as string[]) expect(["ok Conflict", "NotAllowed ok"]).toContain(raced);
        },
        async ({ store }) => {
          for (const { session, participants } of races) {
            const removed = (await store.readStream(rosterStream(session.sessionId))).some((event) => event.type === "AttendeeRemoved");
            const record = (await store.readStream(sessionPersonStream(session.sessionId, participants[0]!.userId))).map((event) => event.type);
            // Removed: her record discarded, nothing recorded. Not removed: her post-session evaluation recorded, nothing discarded.
            expect(record).toEqual(removed ? ["AttendeeEvaluationsDiscarded"] : ["AttendeeEvaluationRecorded"]);
          }
        },
      );
  });
});
