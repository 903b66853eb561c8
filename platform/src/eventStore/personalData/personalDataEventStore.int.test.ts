import { randomUUID } from "node:crypto";
import type pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createPool } from "../../db/postgres";
import { createTestDatabase, type TestDatabase } from "../../testing/testDatabase";
import { openEventStore, type EventStoreHandle } from "../openEventStore";

let database: TestDatabase;
let pool: pg.Pool;
let handle: EventStoreHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.url);
  handle = await openEventStore(pool, {});
});
afterAll(async () => {
  await handle.store.close();
  await pool.end();
  await database.drop();
});

const registered = (userId: string) => ({
  eventId: randomUUID(),
  type: "UserRegistered",
  data: {
    userId,
    email: "gwen.hughes@example.org",
    name: "Gwenllian Hughes",
    passwordHash: "$argon2id$v=19$fake",
    roles: ["participant"],
    organisation: null,
    localAuthorities: [],
    localLeadId: null,
    registeredAt: "2026-11-21T09:00:00.000Z",
  },
  metadata: { actorId: null, correlationId: "c", causationId: null, occurredAt: "2026-11-21T09:00:00.000Z", schemaVersion: 1 },
});

it("seals personal fields in the stored row and opens them on read", async () => {
  const userId = randomUUID();
  await handle.store.append(`user-${userId}`, [registered(userId)], { expectedRevision: "no_stream" });
  // What the store itself keeps (read through the port, beneath the personal-data layer).
  const [stored] = await handle.sealedStore.readStream(`user-${userId}`);
  expect(JSON.stringify({ data: stored!.data, metadata: stored!.metadata })).not.toMatch(/gwen|hughes|argon2/i);
  const [read] = await handle.store.readStream(`user-${userId}`);
  expect(read!.data).toMatchObject({ email: "gwen.hughes@example.org", name: "Gwenllian Hughes", passwordHash: "$argon2id$v=19$fake", userId });
});

it("erases a person for good by destroying their key: reads and replays show null, other people are untouched", async () => {
  const erased = randomUUID();
  const kept = randomUUID();
  await handle.store.append(`user-${erased}`, [registered(erased)], { expectedRevision: "no_stream" });
  await handle.store.append(`user-${kept}`, [registered(kept)], { expectedRevision: "no_stream" });
  await handle.keyring.erase(erased);

  const [gone] = await handle.store.readStream(`user-${erased}`);
  expect(gone!.data).toMatchObject({ email: null, name: null, passwordHash: null, userId: erased });
  const replay = await handle.store.readAll({ limit: 100 });
  expect(replay.find((event) => event.streamId === `user-${kept}`)!.data).toMatchObject({ name: "Gwenllian Hughes" });
  expect(replay.find((event) => event.streamId === `user-${erased}`)!.data).toMatchObject({ name: null });

  // New personal data of an erased person is not kept at all.
  await handle.store.append(`user-${erased}`, [registered(erased)], { expectedRevision: "any" });
  const stored = await handle.sealedStore.readStream(`user-${erased}`);
  expect((stored.at(-1)!.data as { email: unknown }).email).toBeNull();
});

it("hands each event read with its key's erasure tag while the key lives, never stores one, and none once the key is gone", async () => {
  const person = randomUUID();
  const read = { ...registered(person), metadata: { ...registered(person).metadata, personalDataTag: "carried-over-from-a-read" } };
  await handle.store.append(`user-${person}`, [read], { expectedRevision: "no_stream" });
  const [stored] = await handle.sealedStore.readStream(`user-${person}`);
  expect(stored!.metadata).not.toHaveProperty("personalDataTag");
  const tag = (await handle.keyring.tagsOf([person])).get(person)!;
  expect(tag).toMatch(/^[0-9a-f]{64}$/);
  const [opened] = await handle.store.readStream(`user-${person}`);
  expect(opened!.metadata).toMatchObject({ personalDataSubject: person, personalDataTag: tag });

  await handle.keyring.erase(person);
  const [erased] = await handle.store.readStream(`user-${person}`);
  expect(erased!.metadata.personalDataSubject).toBe(person);
  expect(erased!.metadata).not.toHaveProperty("personalDataTag");
});

it("keeps the tags of an erasure under way until it is recorded: a retry, the keys already gone, still names them", async () => {
  const owner = randomUUID();
  const responses = `respondent-${randomUUID()}`;
  await handle.keyring.keysForWriting([responses]);
  const tag = (await handle.keyring.tagsOf([responses])).get(responses)!;
  expect(await handle.keyring.prepareErasure(owner, [responses])).toEqual([tag]);
  await handle.keyring.erase(responses);
  // Interrupted here; the retry finds the key gone, and the tag kept.
  expect(await handle.keyring.prepareErasure(owner, [responses])).toEqual([tag]);
  await handle.keyring.finishErasure(owner);
  expect(await handle.keyring.prepareErasure(owner, [])).toEqual([]);
});
