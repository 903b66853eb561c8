import { afterAll, beforeAll, expect, it } from "vitest";
import knexFactory, { type Knex } from "knex";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { PersonTurns } from "./personsTurn";

// A person's turn holds a pooled connection while its work takes more from the same pool (a leaving
// discards survey drafts through knex): turns for many people at once must not hold every connection.

let database: TestDatabase;
const opened: Knex[] = [];
/** A command API's knex, small, giving up on a connection after a few seconds rather than a minute. */
const instanceDb = (max: number): Knex => {
  const db = knexFactory({ client: "pg", connection: database.url, pool: { min: 0, max }, acquireConnectionTimeout: 5_000 });
  opened.push(db);
  return db;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const db of opened) await db.destroy();
  await database.drop();
});

it("given a pool of 4, when 12 people's turns run at once and each works on the same pool, then every turn finishes", async () => {
  const db = instanceDb(4);
  const turns = new PersonTurns(db);
  const people = Array.from({ length: 12 }, (_, index) => `person-${index}`);
  const finished = await Promise.all(
    people.map((person) =>
      turns.run(person, async () => {
        await db.raw("SELECT pg_sleep(0.05)");
        return person;
      }),
    ),
  );
  expect(finished).toEqual(people);
});

it("given two instances, when one person's turns run on both at once, then no two overlap", async () => {
  const instances = [new PersonTurns(instanceDb(4)), new PersonTurns(instanceDb(4))];
  let inTurn = 0;
  let mostAtOnce = 0;
  await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      instances[index % 2]!.run("the-same-person", async () => {
        inTurn += 1;
        mostAtOnce = Math.max(mostAtOnce, inTurn);
        await new Promise((resolve) => setTimeout(resolve, 20));
        inTurn -= 1;
      }),
    ),
  );
  expect(mostAtOnce).toBe(1);
});

it("given a turn whose work fails, when the next turn of that person runs, then it is not kept waiting", async () => {
  const turns = new PersonTurns(instanceDb(2));
  await expect(turns.run("someone", () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
  await expect(turns.run("someone", () => Promise.resolve("next"))).resolves.toBe("next");
});
