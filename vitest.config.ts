import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// One PostgreSQL serves the whole integration and browser run (platform's global setup);
// each test file creates its own fresh database from a migrated template.
export default defineConfig({
  test: {
    // Integration and browser files spend most of their time waiting on PostgreSQL, the services and
    // Chromium (processes of their own), so a small machine runs more files than it has cores (Vitest's
    // default of one fewer than the cores ran a 2-core machine's files one at a time).
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
