import { randomUUID } from "node:crypto";
import type pg from "pg";
import { v7 as uuidv7 } from "uuid";
import { Either } from "effect";
import { submitEvaluation } from "@wellbeing/command-api";
import {
  CURRENT_QUESTIONNAIRE_VERSION,
  CURRENT_SCHEMA_VERSION,
  evaluationDecider,
  evaluationStream,
  questionnaireOf,
  rosterStream,
  sessionStream,
  visibleGroups,
  type DomainEvent,
} from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { openEventStore, type EventStore, type NewEvent } from "@wellbeing/platform";

const PARTICIPANTS = 50;

const formState = completeForm(visibleGroups(questionnaireOf(CURRENT_QUESTIONNAIRE_VERSION), "pre-course", { demographicsKnown: false }));

const newEvents = (events: ReadonlyArray<DomainEvent>, actorId: string | null): NewEvent[] =>
  events.map((event) => ({
    eventId: uuidv7(),
    type: event.type,
    data: event.data,
    metadata: { actorId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION },
  }));

/** A session of module 1 with its 50 participants registered, as registration leaves its streams. */
const seedSession = async (store: EventStore): Promise<{ sessionId: string; participants: string[] }> => {
  const sessionId = uuidv7();
  const trainer = uuidv7();
  const participants = Array.from({ length: PARTICIPANTS }, () => uuidv7());
  const at = new Date().toISOString();
  const scheduled: DomainEvent = {
    type: "SessionScheduled",
    data: {
      sessionId,
      shortId: `b${sessionId.slice(-7)}`,
      course: "C5",
      modules: ["1"],
      dates: [{ sessionDate: at.slice(0, 10), startTime: "10:00", endTime: "12:00" }],
      capacity: PARTICIPANTS,
      remote: true,
      address: null,
      meetingPlatform: "teams",
      meetingLink: "https://teams.microsoft.com/l/1",
      trainerIds: [trainer],
      contactEmail: "trainer@bench.test",
      extraInfo: null,
      scheduledBy: trainer,
      scheduledAt: at,
    },
  };
  await store.append(sessionStream(sessionId), newEvents([scheduled], trainer), { expectedRevision: "no_stream" });
  const registered = participants.map((participantId, index): DomainEvent => ({
    type: "AttendeeRegistered",
    data: {
      sessionId,
      personKey: participantId,
      email: `p${index}@bench.test`,
      participantId,
      replacesPersonKey: null,
      selfRegistered: true,
      registeredBy: participantId,
      registeredAt: at,
      confirmedCount: index + 1,
    },
  }));
  await store.append(rosterStream(sessionId), newEvents(registered, null), { expectedRevision: "no_stream" });
  return { sessionId, participants };
};

const percentile = (samples: number[], p: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** One round: the session's 50 participants submit the pre-course survey at once (decided in batches: each batch reads its streams once and appends as one). */
const submissionRound = async (store: EventStore): Promise<number[]> => {
  const { sessionId, participants } = await seedSession(store);
  return Promise.all(
    participants.map((userId) =>
      timed(async () => {
        const submitted = await submitEvaluation(
          store,
          { kind: "participant", userId, email: null },
          { sessionId, surveyType: "pre-course", formState, disagreedToResearch: false, questionIDList: [] },
          { actorId: userId, correlationId: randomUUID(), now: new Date() },
        );
        if (Either.isLeft(submitted)) throw new Error(`submission refused: ${JSON.stringify(submitted.left)}`);
      }),
    ),
  );
};

/** The baseline: the same EvaluationSubmitted event appended by 50 writers at once, each to its own new stream. */
const appendRound = async (store: EventStore): Promise<number[]> => {
  const sessionId = uuidv7();
  return Promise.all(
    Array.from({ length: PARTICIPANTS }, async () => {
      const respondent = uuidv7();
      const decided = evaluationDecider.decide(
        {
          type: "SubmitEvaluation",
          responseId: uuidv7(),
          sessionId,
          surveyType: "pre-course",
          questionnaireVersion: CURRENT_QUESTIONNAIRE_VERSION,
          respondent,
          demographicsKnown: false,
          formState,
          disagreedToResearch: false,
          course: "C5",
          modules: ["1"],
          now: new Date().toISOString(),
        },
        evaluationDecider.initialState,
      );
      const events = Either.getOrThrow(decided);
      return timed(() => store.append(evaluationStream(sessionId, respondent), newEvents(events, null), { expectedRevision: "no_stream" }));
    }),
  );
};

export interface LatencyFigures {
  readonly p50: number;
  readonly p99: number;
  readonly samples: number;
}

const figuresOf = (samples: number[]): LatencyFigures => ({ p50: percentile(samples, 50), p99: percentile(samples, 99), samples: samples.length });

/**
 * Survey submission under 50 concurrent participants, next to a plain append of the same event, through
 * the same store (personal fields sealed). A first round of each warms up and is not counted.
 */
export const measureSurveySubmission = async (pool: pg.Pool, rounds: number): Promise<{ submit: LatencyFigures; append: LatencyFigures }> => {
  const { store } = await openEventStore(pool, {});
  try {
    await submissionRound(store);
    await appendRound(store);
    const submit: number[] = [];
    const append: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      submit.push(...(await submissionRound(store)));
      append.push(...(await appendRound(store)));
    }
    return { submit: figuresOf(submit), append: figuresOf(append) };
  } finally {
    await store.close();
  }
};
