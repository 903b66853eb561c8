import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One PostgreSQL serves the whole integration and browser run (platform's global setup);
// each test file creates its own fresh database from a migrated template.
export default defineConfig({
  test: {
    // Vitest's default (one fewer worker than cores) ran a 2-core machine's files one at a time. The
    // integration and browser files mostly wait on PostgreSQL, the services and Chromium, so the two
    // projects run side by side, each on its own PostgreSQL server (each project's global setup starts
    // one); within a project, files take turns (below), because a reader's view of the event store on a
    // server trails any transaction still open on it, other databases' included.
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
