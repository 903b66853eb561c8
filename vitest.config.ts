import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One PostgreSQL serves the whole integration and browser run (platform's global setup);
// each test file creates its own fresh database from a migrated template.
export default defineConfig({
  test: {
    // Vitest's default is one fewer worker than cores: none to spare on a 2-core machine. Unit files
    // may run three at a time; the integration project holds its own files to one at a time (below).
    maxWorkers: Math.max(availableParallelism() - 1, 3),
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
          hookTimeout: 120_000,
          pool: "forks",
          // One file at a time: the files share one PostgreSQL server, and a reader's view of the event
          // store on a server trails any transaction still open on it, other databases' included (side by
          // side, replays and projector specs saw each other's writes held back).
          maxWorkers: 1,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/src/**/*.e2e.test.ts"],
          globalSetup: ["platform/src/testing/globalSetup.ts", "e2e/src/support/buildWeb.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: "forks",
          fileParallelism: false,
        },
      },
    ],
  },
});
