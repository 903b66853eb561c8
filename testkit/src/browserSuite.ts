import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { launchBrowser } from "./browser";
import { startTestSystem, type TestSystem } from "./testSystem";

/** A browser test file's world: the whole system serving the built web app, and Chromium (`options`: the test system's own). */
export const browserSuite = (options: Parameters<typeof startTestSystem>[0] = {}): { readonly system: TestSystem; readonly browser: Browser } => {
  const suite = {} as { system: TestSystem; browser: Browser };
  beforeAll(async () => {
    suite.system = await startTestSystem({ ...options, webDist: path.resolve(import.meta.dirname, "../../web/dist") });
    suite.browser = await launchBrowser();
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.system?.stop();
  });
  return suite;
};
