import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { Conflict, message, rosterDecider, rosterStream, type DomainError } from "@wellbeing/domain";
import type { EventStore } from "@wellbeing/platform";
import { answer, useCommandSpecification, type Expectation } from "../testing/commandSpecification";
import { newId } from "./commandContext";
import { DecisionBatches } from "./decisionBatches";
import type { StreamDecisions } from "./streamDecisions";

// Commands decided in batches (issue 30): each lands once under its own metadata, a refused one leaves
// nothing behind, and batches of two processes on the same stream settle by its revision.

const spec = useCommandSpecification();

const CONTENTION = { maxAttempts: 30, maxBackoffMs: 20 };

/** A process's batches, with no turn of its own: batches of two of them run side by side. */
const processBatches = () => new DecisionBatches(CONTENTION, (_key, work) => work());

const recordEvaluation = (sessionId: string, participantId: string) => (decisions: StreamDecisions) =>
  decisions.decide(rosterStream(sessionId), rosterDecider, {
    type: "RecordAttendeeEvaluation",
    sessionId,
    participantId,
    email: null,
    surveyType: "pre-course",
  });

const decideFor = (
  batches: DecisionBatches,
  store: EventStore,
  sessionId: string,
  actorId: string,
  decide: (decisions: StreamDecisions) => Promise<Either.Either<unknown, DomainError>>,
) => batches.decide(store, sessionId, { actorId, correlationId: newId(), now: spec.now }, decide);

/** The roster's recorded evaluations: whose, and under whose metadata. */
const recordedOn =
  (sessionId: string, expected: ReadonlyArray<string>): Expectation =>
  async ({ store }) => {
    const recorded = (await store.readStream(rosterStream(sessionId))).filter((event) => event.type === "AttendeeEvaluationRecorded");
    expect(recorded.map((event) => (event.data as { participantId: string }).participantId).sort()).toEqual([...expected].sort());
    for (const event of recorded) expect(event.metadata.actorId).toBe((event.data as { participantId: string }).participantId);
  };

describe("decisions in batches", () => {
  it("given two processes, when 25 commands each are decided at once on one stream, then all 50 land once, each under its own metadata", async () => {
    const sessionId = newId();
    const people = Array.from({ length: 50 }, () => newId());
    const [here, there] = [processBatches(), processBatches()];
    await spec
      .given()
      .when(async ({ store }) => {
        const answers = await Promise.all(
          people.map((person, index) => decideFor(index % 2 === 0 ? here : there, store, sessionId, person, recordEvaluation(sessionId, person))),
        );
        return Either.right(answers.filter(Either.isRight).length);
      })
      .then(answer(200, 50), recordedOn(sessionId, people));
  });

  it("given a batch, when one of its commands is refused after deciding events, then the others land and the refused one leaves nothing", async () => {
    const sessionId = newId();
    const [first, refused, last] = [newId(), newId(), newId()];
    const batches = processBatches();
    const refusal = new Conflict({ reason: message("survey.alreadySubmitted") });
    await spec
      .given()
      .when(async ({ store }) => {
        const answers = await Promise.all([
          decideFor(batches, store, sessionId, first, recordEvaluation(sessionId, first)),
          decideFor(batches, store, sessionId, refused, async (decisions) => {
            await recordEvaluation(sessionId, refused)(decisions);
            return Either.left(refusal);
          }),
          decideFor(batches, store, sessionId, last, recordEvaluation(sessionId, last)),
        ]);
        return Either.right(answers.map((answered) => (Either.isRight(answered) ? "ok" : answered.left._tag)));
      })
      .then(answer(200, ["ok", "Conflict", "ok"]), recordedOn(sessionId, [first, last]));
  });
});
