import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "./apiClient";
import type { TestSystem } from "./testSystem";

// Shared by the session list, export, available-sessions and course schedule tests.

export type DemoRole = "admin" | "lead" | "trainer" | "participant" | "multi";
export type DemoClients = Record<DemoRole | "anonymous", ApiClient>;
export type DemoIds = Record<DemoRole, string>;

/** YYYY-MM-DD, `days` from today (UTC), as the demo seed computes its dates. */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A client logged in as each demo account (the multi-account person as their trainer account), and one logged out. */
export const logInDemoAccounts = async (url: string): Promise<DemoClients> => {
  const clients = { anonymous: new ApiClient(url) } as DemoClients;
  for (const role of ["admin", "lead", "trainer", "participant", "multi"] as const) {
    clients[role] = new ApiClient(url);
    await clients[role].logIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD, role === "multi" ? "staff" : undefined);
  }
  return clients;
};

export const demoIds = async (clients: DemoClients): Promise<DemoIds> => {
  const ids = {} as DemoIds;
  for (const role of ["admin", "lead", "trainer", "participant", "multi"] as const) {
    ids[role] = (await clients[role].get("/api/users/auth")).body.userId;
  }
  return ids;
};

/** A trainer outside any local lead's group, logged in. */
export const addOutsideTrainer = async (system: TestSystem, email = "solo@demo.test", name = "Sol Solo"): Promise<{ id: string; client: ApiClient }> => {
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  const registered = await registerUser(
    system,
    { email, name, passwordHash: await hashPassword(DEMO_PASSWORD), roles: ["trainer"], organisation: null, localAuthorities: [], localLeadId: null },
    { actorId: null, correlationId: "test", now: new Date() },
  );
  const id = (registered as { right: { userId: string } }).right.userId;
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { id, client };
};
