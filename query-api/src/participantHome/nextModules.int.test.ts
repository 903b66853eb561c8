import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, sessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// GET /api/participant/next-modules (issue 25): after a person completes a module, the next module's
// sessions near them, from the public course schedule, with a free place; who may ask.

let system: TestSystem;
const as = {} as Record<"admin" | "lead" | "trainer" | "monmouthTrainer" | "otherTrainer" | "nia" | "anonymous", ApiClient>;
const ids = {} as Record<"lead" | "trainer" | "monmouthTrainer" | "otherLead" | "otherTrainer", string>;
const NIA = "nia.next@example.org";

const on = (days: number) => [{ sessionDate: inDays(days), startTime: "10:00", endTime: "12:00" }];
const inTown = (town: string) => ({ remote: false, address: { addressLine1: "Community Hall", addressLine2: null, town, postcode: "NP4 6YB" } });
const onlineSession = { remote: true, address: null, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/777" };

const nextModules = async (client: ApiClient = as.nia) => {
  const answer = await client.get("/api/participant/next-modules");
  expect(answer.status).toBe(200);
  return answer.body.nextModules as Array<{
    course: string;
    module: string;
    after: { remote: boolean; town: string | null };
    sessions: Array<{ id: string; shortId: string }>;
  }>;
};

beforeAll(async () => {
  system = await startTestSystem();
  for (const key of ["admin", "lead", "trainer"] as const) {
    as[key] = new ApiClient(system.url);
    const { userId } = await as[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD);
    if (key !== "admin") ids[key] = userId;
  }
  ids.monmouthTrainer = await registerAccount(system, {
    email: "monmouth.trainer@example.org",
    name: "Mona Mouth",
    roles: ["trainer"],
    localAuthorities: ["Monmouthshire"],
    localLeadId: ids.lead,
  });
  ids.otherLead = await registerAccount(system, { email: "other.lead@example.org", name: "Olly Other", roles: ["localLead"], localAuthorities: ["Newport"] });
  ids.otherTrainer = await registerAccount(system, {
    email: "other.trainer@example.org",
    name: "Otto Other",
    roles: ["trainer"],
    localAuthorities: ["Torfaen"],
    localLeadId: ids.otherLead,
  });
  for (const [key, email] of [
    ["monmouthTrainer", "monmouth.trainer@example.org"],
    ["otherTrainer", "other.trainer@example.org"],
  ] as const) {
    as[key] = new ApiClient(system.url);
    await as[key].logIn(email, DEMO_PASSWORD);
  }
  await registerAccount(system, { email: NIA, name: "Nia Next", roles: ["participant"] });
  as.nia = new ApiClient(system.url);
  await as.nia.logIn(NIA, DEMO_PASSWORD);
  as.anonymous = new ApiClient(system.url);
});

afterAll(async () => {
  await system.stop();
});

describe("the next module to book", () => {
  it("is asked for by participants only", async () => {
    expect((await as.anonymous.get("/api/participant/next-modules")).status).toBe(401);
    for (const staff of [as.trainer, as.lead, as.admin]) expect((await staff.get("/api/participant/next-modules")).status).toBe(403);
  });

  it("after Module 1 in Pontypool: the public Module 2 sessions near it with places, soonest first; none before the schedule shows any; none once Module 2 is booked", async () => {
    // Before any module is finished, nothing is offered.
    expect(await nextModules()).toEqual([]);

    // Nia attended Module 1 in Pontypool (the demo trainer, who works in Newport), a month ago.
    const moduleOne = await createSession(as.trainer, sessionForm(ids.trainer, { dates: on(-30), ...inTown("Pontypool") }));
    const listed = await as.trainer.request("PATCH", `/api/sessions/${moduleOne.id}/attendeesList`, {
      participantsEmails: [{ email: NIA, status: "confirmed" }],
      status: "confirmed",
    });
    expect(listed.status).toBe(200);

    // Module 2 sessions to come.
    const moduleTwo = (days: number, client: ApiClient, trainerId: string, where: Record<string, unknown>, overrides: Record<string, unknown> = {}) =>
      createSession(client, sessionForm(trainerId, { modules: ["2"], dates: on(days), ...where, ...overrides }));
    const sameTown = await moduleTwo(20, as.trainer, ids.trainer, inTown("Pontypool"));
    const online = await moduleTwo(10, as.trainer, ids.trainer, onlineSession, { modules: ["2", "3"] });
    const trainersArea = await moduleTwo(8, as.trainer, ids.trainer, inTown("Newport"));
    const farAway = await moduleTwo(12, as.monmouthTrainer, ids.monmouthTrainer, inTown("Monmouth"));
    const repeatsModuleOne = await moduleTwo(14, as.trainer, ids.trainer, inTown("Pontypool"), { modules: ["1", "2"] });
    const full = await moduleTwo(16, as.trainer, ids.trainer, inTown("Pontypool"), { capacity: 1 });
    const otherGroup = await moduleTwo(11, as.otherTrainer, ids.otherTrainer, inTown("Pontypool"));
    const past = await moduleTwo(-3, as.trainer, ids.trainer, inTown("Pontypool"));
    const filler = await registerAccount(system, { email: "filler@example.org", name: "Fay Filler", roles: ["participant"] });
    expect(filler).toBeTruthy();
    expect(
      (
        await as.trainer.request("PATCH", `/api/sessions/${full.id}/attendeesList`, {
          participantsEmails: [{ email: "filler@example.org", status: "confirmed" }],
          status: "confirmed",
        })
      ).status,
    ).toBe(200);

    // Module 2 is next, measured from Pontypool; the public schedule shows no one's sessions yet.
    const waiting = await eventually(async () => {
      const answer = await nextModules();
      return answer.length === 1 && answer;
    });
    expect(waiting).toEqual([{ course: "C5", module: "2", after: { remote: false, town: "Pontypool" }, sessions: [] }]);

    // The admin shows the demo lead's group on the public schedule: its near sessions are offered, three at most, soonest first
    // (the demo's online Modules 2 & 3, ending in three weeks, comes fourth).
    expect((await as.admin.post("/api/course-schedule/leads", { leads: [ids.lead] })).status).toBe(200);
    const offered = await eventually(async () => {
      const [next] = await nextModules();
      return next && next.sessions.length > 0 && next.sessions.map((session) => session.id);
    });
    expect(offered).toEqual([trainersArea.id, online.id, sameTown.id]);
    for (const left of [farAway, repeatsModuleOne, full, otherGroup, past]) expect(offered).not.toContain(left.id);

    // Once Nia books Module 2, nothing more is offered.
    expect((await as.nia.request("PATCH", `/api/sessions/${sameTown.id}/confirm-email`, { email: NIA, status: "confirmed" })).status).toBe(200);
    expect(await nextModules()).toEqual([]);
  });
});
