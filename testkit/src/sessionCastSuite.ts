import { afterAll, beforeAll } from "vitest";
import { assembleSessionCast, type SessionCast } from "./sessionCast";
import { startTestSystem, type TestSystem } from "./testSystem";

/** A session management test file's world: the started system and the session cast. */
export const sessionCastSuite = (): { readonly system: TestSystem; readonly cast: SessionCast } => {
  const suite = {} as { system: TestSystem; cast: SessionCast };
  beforeAll(async () => {
    suite.system = await startTestSystem();
    suite.cast = await assembleSessionCast(suite.system);
  });
  afterAll(async () => {
    await suite.system?.stop();
  });
  return suite;
};
