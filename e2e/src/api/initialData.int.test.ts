import { afterEach, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareInitialData } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { allEvents } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem | undefined;
afterEach(async () => {
  await system?.stop();
  system = undefined;
});

const logIn = (email: string, password: string) => new ApiClient(system!.url).post("/api/login", { email, password });

it("a production start never seeds demo data and creates the first admin once", async () => {
  system = await startTestSystem({ seedDemo: false });
  const settings = { environment: "production" as const, adminEmail: " Boss@Example.ORG ", adminPassword: "First-admin-1!" };
  expect(await prepareInitialData(system, settings, new Date())).toBe("first admin created");
  expect(await prepareInitialData(system, settings, new Date())).toBe("nothing to do");
  expect((await logIn("boss@example.org", "First-admin-1!")).body).toMatchObject({ role: "admin" });
  expect((await logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).status).toBe(401);
  expect(await prepareInitialData(system, { environment: "production" }, new Date())).toBe("no admin configured");
});

it("refuses a weak first admin password instead of creating the account", async () => {
  system = await startTestSystem({ seedDemo: false });
  await expect(prepareInitialData(system, { environment: "production", adminEmail: "boss@example.org", adminPassword: "weak" }, new Date())).rejects.toThrow(
    /ADMIN_PASSWORD/,
  );
});

it("a development start seeds the demo data on an empty store only", async () => {
  system = await startTestSystem({ seedDemo: false });
  expect(await prepareInitialData(system, { environment: "development" }, new Date())).toBe("demo data seeded");
  expect(await prepareInitialData(system, { environment: "development" }, new Date())).toBe("nothing to do");
  for (const email of Object.values(DEMO_ACCOUNTS)) expect((await logIn(email, DEMO_PASSWORD)).status).toBe(200);
  const sessions = (await allEvents(system.store)).filter((event) => event.type === "SessionScheduled");
  // The five sessions the tests start from, and the demo history's Modules 1, 2 and 3 (e2e/src/api/demoStory.int.test.ts).
  expect(sessions).toHaveLength(8);
});
