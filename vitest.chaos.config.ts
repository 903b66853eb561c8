import { defineConfig } from "vitest/config";

// `npm run chaos`: the production shape under load with its processes killed and started again
// (e2e/src/chaos). Minutes long, so not part of `npm test`; one file at a time on one server.
export default defineConfig({
  test: {
    name: "chaos",
    include: ["e2e/src/chaos/**/*.chaos.test.ts"],
    globalSetup: ["platform/src/testing/globalSetup.ts"],
    environment: "node",
    pool: "forks",
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 2_400_000,
    hookTimeout: 600_000,
    expect: { poll: { timeout: 30_000, interval: 50 } },
  },
});
