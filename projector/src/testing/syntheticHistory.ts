import { randomUUID } from "node:crypto";
import { v7 as uuidv7 } from "uuid";
import { CURRENT_SCHEMA_VERSION, sessionStream, userStream, type DomainEvent } from "@wellbeing/domain";
import type { NewEvent } from "@wellbeing/platform";

export interface StreamAppend {
  readonly streamId: string;
  readonly events: ReadonlyArray<NewEvent>;
}

const envelope = (event: DomainEvent, actorId: string | null): NewEvent => ({
  eventId: uuidv7(),
  type: event.type,
  data: event.data,
  metadata: { actorId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION },
});

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * A plausible history for tests and benchmarks: local leads with trainers, participants, and
 * sessions delivered by those trainers. Deterministic in shape, fresh in ids.
 */
export const syntheticHistory = (options: { leads: number; trainersPerLead: number; participants: number; sessions: number }): StreamAppend[] => {
  const appends: StreamAppend[] = [];
  const trainers: string[] = [];
  const register = (name: string, roles: Array<"localLead" | "trainer" | "participant">, localLeadId: string | null) => {
    const userId = uuidv7();
    appends.push({
      streamId: userStream(userId),
      events: [
        envelope(
          {
            type: "UserRegistered",
            data: {
              userId,
              email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.org`,
              name,
              passwordHash: null,
              roles,
              organisation: null,
              localAuthorities: ["Newport"],
              localLeadId,
              registeredAt: "2026-01-05T09:00:00.000Z",
            },
          },
          null,
        ),
      ],
    });
    return userId;
  };
  for (let lead = 0; lead < options.leads; lead += 1) {
    const leadId = register(`Lead ${lead}`, ["localLead"], null);
    trainers.push(leadId);
    for (let trainer = 0; trainer < options.trainersPerLead; trainer += 1) trainers.push(register(`Trainer ${lead} ${trainer}`, ["trainer"], leadId));
  }
  for (let participant = 0; participant < options.participants; participant += 1) register(`Participant ${participant}`, ["participant"], null);
  for (let session = 0; session < options.sessions; session += 1) {
    const sessionId = uuidv7();
    const trainerId = trainers[session % trainers.length]!;
    const month = pad((session % 12) + 1);
    const day = pad((session % 27) + 1);
    const remote = session % 3 === 0;
    appends.push({
      streamId: sessionStream(sessionId),
      events: [
        envelope(
          {
            type: "SessionScheduled",
            data: {
              sessionId,
              shortId: sessionId.replace(/-/g, "").slice(-10),
              course: session % 4 === 0 ? "YOUNG_PEOPLE" : "C5",
              modules: [String((session % 3) + 1) as "1" | "2" | "3"],
              dates: [{ sessionDate: `2026-${month}-${day}`, startTime: "10:00", endTime: "12:30" }],
              capacity: 12,
              remote,
              address: remote ? null : { addressLine1: `${session} High Street`, addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
              meetingPlatform: remote ? "zoom" : null,
              meetingLink: remote ? `https://zoom.us/j/${session}` : null,
              trainerIds: [trainerId],
              contactEmail: "trainer@example.org",
              extraInfo: null,
              scheduledBy: trainerId,
              scheduledAt: "2026-01-10T09:00:00.000Z",
            },
          },
          trainerId,
        ),
      ],
    });
  }
  return appends;
};

/** Appends a history, `concurrency` streams at a time. */
export const appendHistory = async (
  store: { append: (stream: string, events: ReadonlyArray<NewEvent>, options: { expectedRevision: "no_stream" }) => Promise<unknown> },
  history: ReadonlyArray<StreamAppend>,
  concurrency = 8,
): Promise<void> => {
  let next = 0;
  const worker = async () => {
    while (next < history.length) {
      const item = history[next++]!;
      await store.append(item.streamId, item.events, { expectedRevision: "no_stream" });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
};
