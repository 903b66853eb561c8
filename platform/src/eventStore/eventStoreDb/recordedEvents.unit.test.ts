import type { AllStreamResolvedEvent } from "@kurrent/kurrentdb-client";
import { describe, expect, it } from "vitest";
import { toRecorded } from "./recordedEvents";

const resolved = (overrides: Partial<NonNullable<AllStreamResolvedEvent["event"]>>): AllStreamResolvedEvent =>
  ({
    event: {
      streamId: "session-s1",
      id: "0196a1b2-0000-7000-8000-000000000001",
      revision: 4n,
      type: "SessionScheduled",
      data: { sessionId: "s1" },
      metadata: { correlationId: "c-1", occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: "1", actorId: "u-1", "$schema.name": "SessionScheduled" },
      isJson: true,
      created: new Date("2026-03-02T10:00:01.000Z"),
      position: { commit: 4_096n, prepare: 4_096n },
      ...overrides,
    },
  }) as AllStreamResolvedEvent;

describe("an event read from KurrentDB", () => {
  it("given one of ours, when read, then it carries its stream, revision, metadata and its own commit/prepare position as its global position", () => {
    expect(toRecorded(resolved({}))).toEqual({
      eventId: "0196a1b2-0000-7000-8000-000000000001",
      type: "SessionScheduled",
      data: { sessionId: "s1" },
      metadata: { actorId: "u-1", correlationId: "c-1", causationId: null, occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: 1 },
      streamId: "session-s1",
      revision: 4n,
      position: { commit: 4_096n, prepare: 4_096n },
      recordedAt: new Date("2026-03-02T10:00:01.000Z"),
    });
  });

  it.each([
    ["a system stream's", { streamId: "$settings" }],
    ["a system type's", { type: "$metadata" }],
  ])("given %s event, when read, then it is not ours to project", (_case, overrides) => {
    expect(toRecorded(resolved(overrides))).toBeNull();
  });

  it("given a link whose event is gone, when read, then there is nothing to project", () => {
    expect(toRecorded({} as AllStreamResolvedEvent)).toBeNull();
  });

  it("given an event without a position (a server too old to send one), when read, then it is refused rather than placed anywhere", () => {
    expect(() => toRecorded(resolved({ position: undefined }))).toThrow(/without its position/);
  });
});
