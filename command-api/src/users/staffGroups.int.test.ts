import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { eventCount } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Removing trainers from a group, leaving by the e-mailed link, archiving and restoring staff: what the
// whole system shows of them. Who may, and every refusal, are the command slice's spec
// (command-api/src/staff/staffMembers.int.test.ts).

let system: TestSystem;
type Who = "admin" | "lead" | "trainer" | "participant" | "multi";
const clients = {} as Record<Who, ApiClient>;
const ids = {} as Record<Who, string>;

const remove = (who: Who, leadId: string, trainerId: string) => clients[who].request("DELETE", `/api/local-lead/${leadId}/trainer/${trainerId}`);
const leave = (client: ApiClient, leadId: string, trainerId: string) => client.request("DELETE", `/api/remove/${leadId}/${trainerId}`);
const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name);
/** Headers that make a query wait until another client's command is projected. */
const after = (write?: { headers: Headers }): Record<string, string> => {
  const token = write?.headers.get("x-consistency-token");
  return token ? { "x-consistency-token": token } : {};
};
const myTrainers = async (write?: { headers: Headers }) => names((await clients.lead.get("/api/users/my-trainers", after(write))).body.trainerList);

beforeAll(async () => {
  system = await startTestSystem();
  for (const who of ["admin", "lead", "trainer", "participant", "multi"] as const) {
    clients[who] = new ApiClient(system.url);
    ids[who] = (await clients[who].logIn(DEMO_ACCOUNTS[who], DEMO_PASSWORD, who === "multi" ? "staff" : undefined)).userId;
  }
});
afterAll(async () => {
  await system.stop();
});

describe("a local lead removes a trainer (DELETE /api/local-lead/:leadId/trainer/:trainerId)", () => {
  it("the lead's list shows their group and themself, sorted by name", async () => {
    expect(await myTrainers()).toEqual(["Lee Lead", "Morgan Multi", "Tara Trainer"]);
  });

  it("takes the trainer out of the group, and the lead and admins are told live", async () => {
    const leadSocket = await openLiveSocket(system.url, clients.lead.sessionCookie);
    const removed = await remove("lead", ids.lead, ids.multi);
    expect(removed.status).toBe(204);
    expect(removed.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);
    expect(await myTrainers()).toEqual(["Lee Lead", "Tara Trainer"]);
    expect((await clients.lead.get(`/api/local-lead/${ids.lead}/group`)).body).toEqual([{ _id: ids.trainer, name: "Tara Trainer" }]);
    await eventually(async () => leadSocket.messages.find((message) => message.topics.includes("users")));
    leadSocket.close();
    // The removed trainer is no longer the lead's to choose for a session.
    const choices = (await clients.lead.get("/api/fetch-trainers")).body.trainers.map((trainer: { name: string }) => trainer.name);
    expect(choices).not.toContain("Morgan Multi");
  });
});

describe("a trainer leaves a group by the link (DELETE /api/remove/:localLeadId/:trainerId)", () => {
  it("the trainer leaves; a second time there is no such membership", async () => {
    const left = await leave(clients.trainer, ids.lead, ids.trainer);
    expect(left.status).toBe(204);
    expect(await myTrainers(left)).toEqual(["Lee Lead"]);
    expect((await clients.trainer.get("/api/users/auth")).body.localLead).toBeNull();
    expect((await leave(clients.trainer, ids.lead, ids.trainer)).status).toBe(404);
    expect((await leave(clients.trainer, "x", ids.trainer)).status).toBe(404);
  });

  it("the lead can add them back", async () => {
    expect((await clients.lead.post("/api/users/local-leads/group", { email: DEMO_ACCOUNTS.trainer, name: "Tara" })).body.alreadyInGroup).toBe(false);
    expect(await myTrainers()).toEqual(["Lee Lead", "Tara Trainer"]);
  });
});

describe("an admin archives and restores staff (POST /api/users/:id/archive, /restore)", () => {
  const archive = (who: Who, id: string) => clients[who].post(`/api/users/${id}/archive`);
  const restore = (who: Who, id: string) => clients[who].post(`/api/users/${id}/restore`);
  const directory = async () => (await clients.admin.get("/api/users/admin/trainers-and-leads")).body;

  it("an archived trainer moves to the archived list, leaves pickers and lists, and cannot log in to that account", async () => {
    const trainersBefore = (await clients.admin.post("/api/all/dashboard")).body.trainerCount as number;
    const archived = await archive("admin", ids.trainer);
    expect(archived.status).toBe(204);
    const lists = await directory();
    expect(names(lists.archivedList)).toEqual(["Tara Trainer"]);
    expect(lists.archivedList[0]).toMatchObject({ archived: true, role: "trainer", localLeadName: "Lee Lead" });
    expect(names(lists.trainerList)).not.toContain("Tara Trainer");
    expect(lists.localLeadList.find((item: { name: string }) => item.name === "Lee Lead").trainerCount).toBe(0);

    expect(await myTrainers(archived)).toEqual(["Lee Lead"]);
    expect((await clients.lead.get(`/api/local-lead/${ids.lead}/group`, after(archived))).body).toEqual([]);
    expect(names((await clients.admin.get("/api/fetch-trainers")).body.trainers)).not.toContain("Tara Trainer");
    // The dashboards count the active people of the Trainers lists (the lead's: themself now); the sessions an archived trainer ran still count.
    expect((await clients.lead.post("/api/all/dashboard", {}, after(archived))).body).toMatchObject({ sessionCount: 5, trainerCount: 1 });
    expect((await clients.admin.post("/api/all/dashboard", {}, after(archived))).body).toMatchObject({ sessionCount: 5, trainerCount: trainersBefore - 1 });

    const login = await new ApiClient(system.url).post("/api/login", { email: DEMO_ACCOUNTS.trainer, password: DEMO_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(PRODUCT_TEXTS.staffAccountArchived);
    // A session opened before the archiving no longer counts as logged in, nor may it record anything.
    expect((await clients.trainer.get("/api/users/sessions", after(archived))).status).toBe(403);
    expect((await clients.trainer.get("/api/users/auth", after(archived))).body).toEqual({ isAuthenticated: false });
  });

  it("a wrong password on an archived account says only that the credentials are wrong", async () => {
    const login = await new ApiClient(system.url).post("/api/login", { email: DEMO_ACCOUNTS.trainer, password: "Wrong-pass-1!" });
    expect(login.status).toBe(401);
    expect(login.body.error).toBe(PRODUCT_TEXTS.invalidCredentials);
  });

  it("a trainer who is also a participant keeps their participant account", async () => {
    expect((await archive("admin", ids.multi)).status).toBe(204);
    const me = await new ApiClient(system.url).logIn(DEMO_ACCOUNTS.multi, DEMO_PASSWORD);
    expect(me).toMatchObject({ role: "participant", users: ["participant"] });
    expect((await restore("admin", ids.multi)).status).toBe(204);
  });

  it("restoring brings the trainer back where they were", async () => {
    const restored = await restore("admin", ids.trainer);
    expect(restored.status).toBe(204);
    const lists = await directory();
    expect(lists.archivedList).toEqual([]);
    expect(names(lists.trainerList)).toContain("Tara Trainer");
    expect(await myTrainers(restored)).toEqual(["Lee Lead", "Tara Trainer"]);
    await clients.trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
    expect((await restore("admin", ids.trainer)).status).toBe(204);
  });

  it("archives a local lead too: they leave the pickers until restored", async () => {
    expect((await archive("admin", ids.lead)).status).toBe(204);
    expect(names((await clients.admin.get("/api/local-leads")).body)).not.toContain("Lee Lead");
    expect((await restore("admin", ids.lead)).status).toBe(204);
  });

  it("the same archiving sent twice at once is recorded once; both are answered 204", async () => {
    const before = await eventCount(system);
    const answers = await Promise.all([archive("admin", ids.multi), archive("admin", ids.multi)]);
    expect(answers.map((answer) => answer.status)).toEqual([204, 204]);
    expect(await eventCount(system)).toBe(before + 1);
    expect((await restore("admin", ids.multi)).status).toBe(204);
  });
});
