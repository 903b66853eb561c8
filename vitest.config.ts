import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Each test file creates its own fresh database from a migrated template, on a PostgreSQL of its
// worker slot (platform's global setup starts one embedded server per slot of the project).
//
// How Vitest schedules these projects: unit and integration files share one group (same worker count)
// and run side by side; the browser project runs after that group (sequence.groupOrder 1), three files at
// a time. A browser file mostly waits (on its system, Chromium, a poll): with two at a time a CI run used
// 1.3 of the 2 cores on average, and the browser files took two thirds of its 28 minutes.
const workers = Math.max(availableParallelism() - 1, 3);
// With DATABASE_URL there is one server for every slot: integration files then take turns, because a
// reader's view of the event store trails every transaction open on its server, other databases' included.
const sharedServer = Boolean(process.env.DATABASE_URL);
// What integration and browser tests wait for (a projection, a live message, a lazily loaded screen)
// can take seconds on a busy machine: `expect.poll` waits up to 30 s, not Vitest's 1 s.
const waitForWhatIsRead = { poll: { timeout: 30_000, interval: 50 } };

export default defineConfig({
  test: {
    // Vitest's default is one fewer worker than cores: none to spare on a 2-core machine. Integration
    // files mostly wait on PostgreSQL and the services they start, so three run at once.
    maxWorkers: workers,
    projects: [
      {
        test: {
          name: "unit",
          include: ["*/src/**/*.unit.test.{ts,tsx}"],
          environment: "node",
        },
      },
      {
        test: {
          name: "int",
          include: ["*/src/**/*.int.test.ts"],
          globalSetup: ["platform/src/testing/globalSetup.ts"],
          testTimeout: 60_000,
          expect: waitForWhatIsRead,
          hookTimeout: 120_000,
          pool: "forks",
          // A worker keeps its modules from one file to the next: each file still gets its own database and
          // system, but the stack (Effect's schemas, Fastify, knex) is imported once per worker, not once per
          // file, which took 424 of the project's 521 seconds.
          isolate: false,
          ...(sharedServer ? { maxWorkers: 1 } : {}),
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/src/**/*.e2e.test.ts"],
          globalSetup: ["platform/src/testing/globalSetup.ts", "testkit/src/buildWeb.ts"],
          // A bound against a hung test, not a speed target: the longest (the trainer's axe walk) takes
          // about 90 s with the machine shared.
          testTimeout: 300_000,
          expect: waitForWhatIsRead,
          hookTimeout: 300_000,
          pool: "forks",
          maxWorkers: sharedServer ? 1 : 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
