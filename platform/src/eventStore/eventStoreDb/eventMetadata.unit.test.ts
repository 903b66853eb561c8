import { describe, expect, it } from "vitest";
import type { EventMetadata } from "../port";
import { fromStoredMetadata, toMetadataProperties } from "./eventMetadata";

const stored = { eventId: "0196a1b2-0000-7000-8000-00000000000a", recordedAt: new Date("2026-03-02T10:00:01.000Z") };

const full: EventMetadata = {
  actorId: "u-1",
  correlationId: "c-1",
  causationId: "e-0",
  occurredAt: "2026-03-02T10:00:00.000Z",
  schemaVersion: 3,
  personalDataSubject: "u-1",
};

describe("event metadata on KurrentDB", () => {
  it("given full metadata, when written and read back with the server's own keys beside it, then it is what was written", () => {
    const readBack = { ...toMetadataProperties(full), "$schema.name": "UserRegistered", "$schema.format": "Json" };
    expect(fromStoredMetadata(readBack, stored)).toEqual(full);
  });

  it("given metadata naming no actor and no cause, when written, then those are left out, and read back as null", () => {
    const anonymous: EventMetadata = { actorId: null, correlationId: "c-2", causationId: null, occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: 1 };
    const properties = toMetadataProperties(anonymous);
    expect(properties).toEqual({ correlationId: "c-2", occurredAt: "2026-03-02T10:00:00.000Z", schemaVersion: "1" });
    expect(fromStoredMetadata(properties, stored)).toEqual(anonymous);
  });

  it("given an event an earlier adapter stored with JSON metadata (numbers and nulls), when read, then it reads the same", () => {
    const earlier = { actorId: null, correlationId: "c-3", causationId: null, occurredAt: "2025-11-01T09:00:00.000Z", schemaVersion: 2 };
    expect(fromStoredMetadata(earlier, stored)).toEqual(earlier);
  });

  it("given an event some other tool wrote without our metadata, when read, then it is caused by nobody, correlated by its own id, at the time it was stored", () => {
    for (const foreign of [undefined, new Uint8Array([1, 2]), "text", { schemaVersion: "not a number" }]) {
      expect(fromStoredMetadata(foreign, stored)).toEqual({
        actorId: null,
        correlationId: stored.eventId,
        causationId: null,
        occurredAt: "2026-03-02T10:00:01.000Z",
        schemaVersion: 1,
      });
    }
  });
});
