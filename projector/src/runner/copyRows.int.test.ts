import type { Knex } from "knex";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createKnex } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { copyRows } from "./copyRows";

let database: TestDatabase;
let db: Knex;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createKnex(database.url);
  await db.raw(`CREATE SCHEMA rm; CREATE TABLE rm.things (
    id uuid PRIMARY KEY, label text, tags text[], people uuid[], details jsonb, dates jsonb, flag boolean, amount integer, at timestamptz, day date
  )`);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

it("copies rows whose text holds tabs, newlines, backslashes, quotes, commas, braces and Welsh letters unchanged", async () => {
  const awkward = 'Tab\there, line\nbreak\r\nback\\slash "quoted" {braced}, comma; Ŵyn ŷ €';
  const rows = [
    {
      id: "0190a1b2-0000-7000-8000-000000000001",
      label: awkward,
      tags: [awkward, "NULL", "", "plain"],
      people: ["0190a1b2-0000-7000-8000-0000000000aa"],
      details: { note: awkward, nested: [1, null, { deep: "\\" }] },
      dates: [{ sessionDate: "2026-12-01", startTime: null }],
      flag: true,
      amount: 42,
      at: "2026-11-21T09:00:00.000Z",
      day: "2026-12-01",
    },
    {
      id: "0190a1b2-0000-7000-8000-000000000002",
      label: null,
      tags: [],
      people: [],
      details: null,
      dates: [],
      flag: false,
      amount: 0,
      at: new Date("2026-01-01T00:00:00Z"),
      day: "2026-01-01",
    },
  ];
  await db.transaction((trx) => copyRows(trx, "rm", "things", rows));
  const stored = await db.raw("SELECT id, label, tags, people, details, dates, flag, amount, at, to_char(day, 'YYYY-MM-DD') AS day FROM rm.things ORDER BY id");
  expect(stored.rows[0]).toEqual({ ...rows[0], at: new Date("2026-11-21T09:00:00.000Z") });
  expect(stored.rows[1]).toEqual({ ...rows[1], at: new Date("2026-01-01T00:00:00Z") });
});

it("rolls back with the transaction it ran in", async () => {
  await expect(
    db.transaction(async (trx) => {
      await copyRows(trx, "rm", "things", [{ id: "0190a1b2-0000-7000-8000-000000000003", label: "kept?" }]);
      throw new Error("the batch fails after the copy");
    }),
  ).rejects.toThrow("the batch fails");
  expect((await db.raw("SELECT count(*)::int AS n FROM rm.things WHERE label = 'kept?'")).rows[0].n).toBe(0);
});

it("copies JSON whose strings hold NUL, a lone surrogate or a backslash, the first two replaced, the last kept", async () => {
  const rows = [
    { id: "0190a1b2-0000-7000-8000-000000000004", details: { note: "nul\u0000 lone\uD800 back\\slash", ids: ["a\\b"] }, label: "nul\u0000 back\\slash" },
    { id: "0190a1b2-0000-7000-8000-000000000005", details: { note: "plain, no escapes" }, label: "plain" },
  ];
  await db.transaction((trx) => copyRows(trx, "rm", "things", rows));
  const stored = await db.raw("SELECT details, label FROM rm.things WHERE id = ANY(?::uuid[]) ORDER BY id", [rows.map((row) => row.id)]);
  expect(stored.rows).toEqual([
    { details: { note: "nul\uFFFD lone\uFFFD back\\slash", ids: ["a\\b"] }, label: "nul\uFFFD back\\slash" },
    { details: { note: "plain, no escapes" }, label: "plain" },
  ]);
});
