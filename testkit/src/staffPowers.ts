import { ROLES, isStaffRole, type Role } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "./apiClient";
import { createSession, inDays, sessionForm } from "./sessionCast";
import type { TestSystem } from "./testSystem";

// Nobody climbs from anonymous to staff (issue 24): the world an attacker finds on a fresh clone, and
// every staff power they might end up holding, tried with a valid request.

/** Accounts that are staff powers: every staff role, and the auditor's (it reads the event history). */
export const POWER_ROLES: ReadonlyArray<Role> = ROLES.filter((role) => isStaffRole(role) || role === "auditor");

/** The sessions and people of the world: the demo data plus Train the Trainer sessions not started and ended, published on the schedule. */
export interface ClimbWorld {
  readonly url: string;
  readonly ids: { readonly admin: string; readonly lead: string; readonly trainer: string };
  /** Train the Trainer in 10 days, delivered by the demo trainer (on the public schedule). */
  readonly upcomingTtt: { readonly id: string; readonly shortId: string };
  /** Train the Trainer that ended three days ago. */
  readonly pastTtt: { readonly id: string; readonly shortId: string };
  /** A Module 1 session in a week (the demo's). */
  readonly upcomingModule1: { readonly id: string; readonly shortId: string };
  readonly admin: ApiClient;
}

/**
 * The demo system as on a fresh clone, plus what an attacker reads off the public schedule: an admin
 * publishes the demo lead's group and schedules Train the Trainer sessions with the demo trainer.
 */
export const enterClimbWorld = async (system: TestSystem): Promise<ClimbWorld> => {
  const logIn = async (email: string) => {
    const client = new ApiClient(system.url);
    return { client, userId: (await client.logIn(email, DEMO_PASSWORD)).userId as string };
  };
  const admin = await logIn(DEMO_ACCOUNTS.admin);
  const lead = await logIn(DEMO_ACCOUNTS.lead);
  const trainer = await logIn(DEMO_ACCOUNTS.trainer);
  const ttt = (days: number) =>
    createSession(
      admin.client,
      sessionForm(trainer.userId, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(days), startTime: "09:00", endTime: "16:00" }] }),
    );
  const upcomingTtt = await ttt(10);
  const pastTtt = await ttt(-3);
  const published = await admin.client.post("/api/course-schedule/leads", { leads: [lead.userId] });
  if (published.status !== 200) throw new Error(`schedule not published: ${published.status}`);
  const mine = (await trainer.client.get("/api/users/sessions?type=upcoming&sortAscending=true")).body.sessions as Array<{
    id: string;
    shortId: string;
    modules: string[];
  }>;
  const upcomingModule1 = mine.find((session) => session.modules.length === 1 && session.modules[0] === "1")!;
  return {
    url: system.url,
    ids: { admin: admin.userId, lead: lead.userId, trainer: trainer.userId },
    upcomingTtt,
    pastTtt,
    upcomingModule1: { id: upcomingModule1.id, shortId: upcomingModule1.shortId },
    admin: admin.client,
  };
};

/** One staff power: a read or a write only staff may make, as a valid request. */
interface Probe {
  readonly name: string;
  readonly method: "GET" | "POST" | "PATCH";
  readonly path: string;
  readonly body?: unknown;
}

/** What a local lead (or any staff member) could read or do, the list first: rosters, meeting links, responses, e-mailing attendees. */
export const staffProbes = (world: ClimbWorld, self: string | null): ReadonlyArray<Probe> => {
  const { id } = world.upcomingTtt;
  return [
    { name: "a session's roster", method: "GET", path: `/api/sessions/${id}/roster` },
    { name: "a session's details and meeting link", method: "GET", path: `/api/session-details/${id}` },
    { name: "a session's responses", method: "GET", path: `/api/session/${id}/post-train-the-trainer/responses` },
    { name: "the responses CSV", method: "GET", path: "/api/export-csv/responses?target=myGroup" },
    { name: "e-mailing a session's attendees", method: "POST", path: `/api/sessions/${id}/emails?type=reminder`, body: { recipients: ["nobody@example.org"] } },
    { name: "the registered list", method: "PATCH", path: `/api/sessions/${id}/attendeesList`, body: { participantsEmails: [], status: "new" } },
    { name: "adding a trainer to a group", method: "POST", path: "/api/users/local-leads/group", body: { email: DEMO_ACCOUNTS.trainer, name: "Tara" } },
    { name: "a lead's trainers", method: "GET", path: "/api/users/my-trainers" },
    { name: "the staff directory", method: "GET", path: "/api/users/admin/trainers-and-leads" },
    { name: "the participants list", method: "GET", path: "/api/users/admin/participants" },
    { name: "the session lists", method: "GET", path: "/api/users/sessions" },
    { name: "a group's sessions", method: "GET", path: `/api/users/sessions/${world.ids.lead}` },
    { name: "the staff home", method: "GET", path: "/api/staff-home" },
    { name: "the dashboard figures", method: "POST", path: "/api/all/dashboard", body: {} },
    { name: "the trainer pickers", method: "GET", path: "/api/fetch-trainers" },
    { name: "the local leads", method: "GET", path: "/api/local-leads" },
    { name: "creating a session", method: "POST", path: "/api/add-session", body: sessionForm(world.ids.trainer) },
    { name: "the requests for a local lead account", method: "GET", path: "/api/local-lead-requests" },
    {
      name: "approving a local lead account",
      method: "POST",
      path: `/api/users/${self ?? world.ids.trainer}/local-lead-request`,
      body: { decision: "approve" },
    },
    { name: "moving a trainer", method: "POST", path: `/api/users/${world.ids.trainer}/group`, body: { localLeadId: self ?? world.ids.lead } },
    { name: "the results of a trainer", method: "POST", path: `/api/users/${world.ids.trainer}/results`, body: { target: "trainer", course: "C5" } },
    { name: "the event history", method: "GET", path: "/api/audit/events" },
  ];
};

/** The staff powers this client holds: the probes answered 2xx. */
export const staffPowersOf = async (client: ApiClient, world: ClimbWorld, self: string | null): Promise<string[]> => {
  const held: string[] = [];
  for (const probe of staffProbes(world, self)) {
    const answer = await client.request(probe.method, probe.path, probe.body);
    if (answer.status >= 200 && answer.status < 300) held.push(`${probe.name} (${probe.method} ${probe.path}: ${answer.status})`);
  }
  return held;
};

/** The staff accounts the auth user says the client holds or acts as (none for anyone logged out). */
export const staffAccountsOf = async (client: ApiClient): Promise<Role[]> => {
  const auth = (await client.get("/api/users/auth")).body as { isAuthenticated: boolean; role?: Role | null; users?: Role[] };
  if (!auth.isAuthenticated) return [];
  return [...new Set([...(auth.users ?? []), ...(auth.role ? [auth.role] : [])])].filter((role) => POWER_ROLES.includes(role));
};
