import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import { startTestSystem, type TestSystem } from "./testSystem";

// Shared by the session list, export, available-sessions and course schedule tests.

export type DemoRole = "admin" | "lead" | "trainer" | "participant" | "multi";
export type DemoClients = Record<DemoRole | "anonymous", ApiClient>;
export type DemoIds = Record<DemoRole, string>;

/** YYYY-MM-DD, `days` from today (UTC), as the demo seed computes its dates. */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A list's sessions as their dates, a multi-date session's joined by '+'. */
export const datesOf = (body: { sessions: Array<{ dates: Array<{ sessionDate: string }> }> }) =>
  body.sessions.map((session) => session.dates.map((date) => date.sessionDate).join("+"));

/** An admin schedules a Trainer Upskill session (which public lists leave out) for `trainerId`; its consistency token. */
export const addUpskillSession = async (admin: ApiClient, trainerId: string, day: string): Promise<string> => {
  const upskill = await admin.post("/api/add-session", {
    dates: [{ sessionDate: day }],
    remote: false,
    address: { addressLine1: "1 Station Road", town: "Cwmbran", postcode: "NP44 1AA" },
    course: "YOUNG_PEOPLE",
    modules: ["trainer-upskill"],
    capacity: 5,
    partnerTrainer1: trainerId,
    contactEmail: "admin@demo.test",
  });
  if (upskill.status !== 201) throw new Error(`upskill session not created: ${upskill.status} ${JSON.stringify(upskill.body)}`);
  return upskill.headers.get("x-consistency-token")!;
};

/** Sets the confirmed count of every read-model session of this capacity (there is no registration endpoint to fill them). */
export const setConfirmedCount = (system: TestSystem, capacity: number, confirmed: number) =>
  system.db.withSchema(READ_MODEL_SCHEMA).from("sessions").update({ confirmed_count: confirmed }).where({ capacity });

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

/** A test file's system over the demo data, with every demo account logged in and their ids. */
export const startDemoSystem = async (): Promise<{ system: TestSystem; as: DemoClients; ids: DemoIds }> => {
  const system = await startTestSystem();
  const as = await logInDemoAccounts(system.url);
  return { system, as, ids: await demoIds(as) };
};

/** A trainer outside any local lead's group, logged in. */
export const addOutsideTrainer = async (system: TestSystem, email = "solo@demo.test", name = "Sol Solo"): Promise<{ id: string; client: ApiClient }> => {
  const id = await registerAccount(system, { email, name, roles: ["trainer"] });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { id, client };
};
