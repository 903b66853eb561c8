import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;
const clients: Record<"admin" | "lead" | "trainer" | "participant", ApiClient> = {} as never;
const ids: Record<string, string> = {};
const NEW_PASSWORD = "N3w-trainer!";

const mailTo = (address: string, subject?: RegExp) => system.mail.waitFor((mail) => mail.to.includes(address) && (!subject || subject.test(mail.subject)));

/** The token of the set-password link in an e-mail (the link itself is `<publicUrl>/reset-password/<token>`). */
const setPasswordToken = (text: string): string => {
  const match = new RegExp(`${system.url}/reset-password/([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no set-password link in: ${text}`);
  return match[1]!;
};

/** Follows the invitation: sets a password with the e-mailed token, then logs in. */
const acceptInvitation = async (email: string): Promise<ApiClient> => {
  const invitation = await mailTo(email, /invited/);
  const reset = await new ApiClient(system.url).post("/api/users/reset-password", { token: setPasswordToken(invitation.text), newPassword: NEW_PASSWORD });
  expect(reset.status).toBe(200);
  const client = new ApiClient(system.url);
  await client.logIn(email, NEW_PASSWORD);
  return client;
};

const addUser = (overrides: Record<string, unknown> = {}) => ({
  name: "Nia Newcomer",
  email: "nia@example.org",
  role: "trainer",
  localLead: ids.lead,
  organisation: { category: "Health", value: "Health" },
  localAuthorities: ["Newport"],
  ...overrides,
});

beforeAll(async () => {
  system = await startTestSystem();
  for (const key of ["admin", "lead", "trainer", "participant"] as const) {
    clients[key] = new ApiClient(system.url);
    ids[key] = (await clients[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD)).userId;
  }
});
afterAll(async () => {
  await system.stop();
});

// Who may add staff, and every refusal (bad input, a taken address, someone who is no trainer) are the
// command slices' specs (command-api/src/staff/addUser.int.test.ts, addTrainerToGroup.int.test.ts).

describe("an admin adds a user (POST /api/users/)", () => {
  it("creates a trainer in a lead's group without a password and e-mails a link to set one", async () => {
    const added = await clients.admin.post("/api/users/", addUser({ name: " Nia Newcomer ", email: " Nia@Example.org ", language: "en" }));
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ _id: expect.any(String), invitationSent: true });
    expect(added.headers.get("x-consistency-token")).toMatch(/^\d+\.\d+$/);

    const invitation = await mailTo("nia@example.org");
    expect(invitation.subject).toBe("You're invited to Wellbeing training");
    expect(invitation.text).toContain("Welcome, Nia Newcomer");
    expect(invitation.text).toContain(`${system.url}/remove/${ids.lead}/${added.body._id}`);
    expect(invitation.html).toContain(`${system.url}/reset-password/`);
    expect(invitation.text).toMatch(new RegExp(`Set my password: ${system.url}/reset-password/[A-Za-z0-9_-]{43}\\?invitation=1\n`));

    const directory = await clients.admin.get("/api/users/admin/trainers-and-leads");
    expect(directory.body.trainerList).toContainEqual({
      _id: added.body._id,
      name: "Nia Newcomer",
      email: "nia@example.org",
      role: "trainer",
      organisation: { category: "Health", value: "Health" },
      localAuthorities: ["Newport"],
      localLeadName: "Lee Lead",
      trainerCount: 0,
      archived: false,
    });
  });

  it("the invited person cannot log in before setting a password, and can after", async () => {
    expect((await new ApiClient(system.url).post("/api/login", { email: "nia@example.org", password: "anything-at-all" })).status).toBe(401);
    const nia = await acceptInvitation("nia@example.org");
    const me = await nia.get("/api/users/auth");
    expect(me.body).toMatchObject({ name: "Nia Newcomer", role: "trainer", localLead: ids.lead });
  });

  it("adds a local lead, who belongs to no group", async () => {
    const added = await clients.admin.post("/api/users/", addUser({ name: "Lowri Lead", email: "lowri@example.org", role: "localLead" }));
    expect(added.status).toBe(201);
    await mailTo("lowri@example.org");
    const directory = await clients.admin.get("/api/users/admin/trainers-and-leads");
    expect(directory.body.localLeadList).toContainEqual(
      expect.objectContaining({ _id: added.body._id, role: "localLead", localLeadName: null, trainerCount: 0 }),
    );
  });

  it("keeps the free text of 'Other, please specify'", async () => {
    const added = await clients.admin.post(
      "/api/users/",
      addUser({
        email: "owen@example.org",
        name: "Owen Other",
        organisation: { category: "Other, please specify", value: "Gwent Rowing Club" },
        localLead: null,
      }),
    );
    expect(added.status).toBe(201);
    const directory = await clients.admin.get("/api/users/admin/trainers-and-leads");
    expect(directory.body.trainerList).toContainEqual(
      expect.objectContaining({ name: "Owen Other", organisation: { category: "Other, please specify", value: "Gwent Rowing Club" }, localLeadName: null }),
    );
  });
});

describe("a local lead adds a trainer to their group (POST /api/users/local-leads/group)", () => {
  it("a new address gets a trainer account in the group, title-cased, and an invitation", async () => {
    const added = await clients.lead.post("/api/users/local-leads/group", { email: " Tom.Jones@Example.org", name: "tom jones" });
    expect(added.status).toBe(200);
    expect(added.body).toEqual({ alreadyInGroup: false, newAccount: true, emailSent: true, invitationPending: false, alreadyInvited: false });

    const invitation = await mailTo("tom.jones@example.org");
    expect(invitation.text).toContain("Welcome, Tom Jones");
    expect(invitation.text).toContain("Lee Lead's group");
    expect(invitation.text).toMatch(new RegExp(`${system.url}/remove/${ids.lead}/[0-9a-f-]{36}`));

    const group = await clients.lead.get("/api/users/my-trainers");
    expect(group.body.trainerList.map((item: { name: string }) => item.name)).toContain("Tom Jones");
    const tom = await acceptInvitation("tom.jones@example.org");
    expect((await tom.get("/api/users/auth")).body).toMatchObject({ role: "trainer", localLead: ids.lead });
  });

  it("an existing trainer of another group is invited, not moved: she stays until she accepts by the e-mailed link, and both leads are told", async () => {
    await clients.admin.post("/api/users/", addUser({ name: "Gwen Group", email: "gwen@example.org", role: "localLead" }));
    const gwen = await acceptInvitation("gwen@example.org");
    const gwenId = (await gwen.get("/api/users/auth")).body.userId;
    const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name);

    const invited = await gwen.post("/api/users/local-leads/group", { email: "trainer@demo.test", name: "whatever typed" });
    expect(invited.body).toEqual({ alreadyInGroup: false, newAccount: false, emailSent: true, invitationPending: true, alreadyInvited: false });
    const invitation = await mailTo("trainer@demo.test", /invites you/);
    // Tara was never asked which language: both, Welsh first.
    expect(invitation.subject).toContain("Gwen Group invites you to join their group");
    expect(invitation.text).toContain(`${system.url}/group-invitation/${gwenId}`);
    await mailTo("lead@demo.test", /invited to another group/);
    await mailTo("gwen@example.org", /Your invitation to Tara Trainer/);

    // Nothing moved: Tara is still Lee's; Gwen sees the invitation pending.
    const gwenList = (await gwen.get("/api/users/my-trainers")).body;
    expect(names(gwenList.trainerList)).toEqual(["Gwen Group"]);
    expect(gwenList.invitedTrainers).toEqual([{ _id: ids.trainer, name: "Tara Trainer", email: DEMO_ACCOUNTS.trainer, invitedAt: expect.any(String) }]);
    expect(names((await clients.lead.get("/api/users/my-trainers")).body.trainerList)).toContain("Tara Trainer");
    expect((await clients.trainer.get("/api/users/auth")).body.localLead).toBe(ids.lead);
    // Adding her again sends nothing more.
    expect((await gwen.post("/api/users/local-leads/group", { email: "trainer@demo.test", name: "Tara" })).body).toEqual({
      alreadyInGroup: false,
      newAccount: false,
      emailSent: false,
      invitationPending: true,
      alreadyInvited: true,
    });

    // Tara sees the invitation and accepts it, logged in.
    await expect
      .poll(async () => (await clients.trainer.get("/api/group-invitations")).body)
      .toEqual({
        invitations: [{ localLeadId: gwenId, localLeadName: "Gwen Group", currentLocalLeadName: "Lee Lead", invitedAt: expect.any(String) }],
      });
    expect((await clients.lead.post(`/api/group-invitations/${gwenId}`, { answer: "accept" })).status).toBe(404);
    expect((await clients.trainer.post(`/api/group-invitations/${gwenId}`, { answer: "accept" })).status).toBe(204);
    await mailTo("gwen@example.org", /joined your group/);
    await mailTo("lead@demo.test", /left your group/);
    // The e-mails go out with the command; the other people's lists follow once it is projected.
    await expect.poll(async () => names((await gwen.get("/api/users/my-trainers")).body.trainerList)).toEqual(["Gwen Group", "Tara Trainer"]);
    await expect.poll(async () => (await gwen.get("/api/users/my-trainers")).body.invitedTrainers).toEqual([]);
    await expect.poll(async () => names((await clients.lead.get("/api/users/my-trainers")).body.trainerList)).not.toContain("Tara Trainer");
    expect((await clients.trainer.get("/api/users/auth")).body.localLead).toBe(gwenId);
    expect((await clients.trainer.get("/api/group-invitations")).body).toEqual({ invitations: [] });
  });

  it("a trainer who declines stays in her group; an admin can move her all the same", async () => {
    await clients.admin.post("/api/users/", addUser({ name: "Hywel Hill", email: "hywel@example.org", role: "localLead" }));
    const hywel = await acceptInvitation("hywel@example.org");
    const hywelId = (await hywel.get("/api/users/auth")).body.userId;
    expect((await hywel.post("/api/users/local-leads/group", { email: "trainer@demo.test", name: "Tara" })).body.invitationPending).toBe(true);
    expect((await clients.trainer.post(`/api/group-invitations/${hywelId}`, { answer: "decline" })).status).toBe(204);
    await mailTo("hywel@example.org", /declined your invitation/);
    await expect.poll(async () => (await hywel.get("/api/users/my-trainers")).body.invitedTrainers).toEqual([]);
    expect((await clients.trainer.get("/api/users/auth")).body.localLead).not.toBe(hywelId);

    // Only admins move trainers; the trainer and both leads are told.
    expect((await hywel.post(`/api/users/${ids.trainer}/group`, { localLeadId: hywelId })).status).toBe(403);
    expect((await clients.admin.post(`/api/users/${ids.trainer}/group`, { localLeadId: hywelId })).status).toBe(204);
    await mailTo("trainer@demo.test", /moved to Hywel Hill's group/);
    await mailTo("hywel@example.org", /joined your group/);
    expect((await clients.trainer.get("/api/users/auth")).body.localLead).toBe(hywelId);
  });
});
