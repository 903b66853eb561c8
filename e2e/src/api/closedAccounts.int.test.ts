import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_CLOSE } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, isTo, passwordLinkIn, registerAccount, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { eventCount } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// A closed account closes its powers: every command and read judges the token against the
// person's own user stream (deleted: 401; a suspended staff role: 403; a token issued before a log
// out, a password change or a reset: 401), and live sockets of revoked tokens are closed.

let system: TestSystem;
let admin: ApiClient;

beforeAll(async () => {
  system = await startTestSystem();
  admin = new ApiClient(system.url);
  await admin.logIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
});
afterAll(async () => {
  await system.stop();
});

/** A staff member stored through the command side and logged in. */
const loggedInStaff = async (email: string, roles: Array<"admin" | "localLead" | "trainer">, localLeadId: string | null = null) => {
  const userId = await registerAccount(system, { email, name: email.split("@")[0]!, roles, localAuthorities: ["Newport"], localLeadId });
  const client = new ApiClient(system.url);
  await client.logIn(email, DEMO_PASSWORD);
  return { client, userId };
};

/** Waits for a socket to be closed by the server, answering its close code. */
const closedWith = (socket: Awaited<ReturnType<typeof openLiveSocket>>["socket"]) =>
  new Promise<number>((resolve) => {
    if (socket.readyState === socket.CLOSED) resolve(-1);
    socket.once("close", (code) => resolve(code));
  });

const addUserBody = (email: string) => ({
  name: "Nia Newcomer",
  email,
  role: "trainer",
  organisation: { category: "Health", value: "Health" },
  localAuthorities: ["Newport"],
});

describe("a deleted account's cookie", () => {
  it("can no longer add or archive users (401), read staff pages (401) nor keep a socket", async () => {
    const gone = await loggedInStaff("gone.admin@example.org", ["admin"]);
    const kept = gone.client.copy();
    const socket = await openLiveSocket(system.url, gone.client.sessionCookie);
    const closed = closedWith(socket.socket);
    const target = await registerAccount(system, {
      email: "target.trainer@example.org",
      name: "Target Trainer",
      roles: ["trainer"],
      localAuthorities: ["Newport"],
    });

    expect((await gone.client.request("DELETE", `/api/users/${gone.userId}`)).status).toBe(200);
    expect(await closed).toBe(LIVE_CLOSE.revoked);

    const before = await eventCount(system);
    const added = await kept.post("/api/users/", addUserBody("never.added@example.org"));
    expect(added.status).toBe(401);
    expect((await kept.post(`/api/users/${target}/archive`)).status).toBe(401);
    expect((await kept.get("/api/users/admin/trainers-and-leads")).status).toBe(401);
    expect((await kept.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });
    await expect(openLiveSocket(system.url, gone.client.sessionCookie ?? kept.sessionCookie)).rejects.toThrow(/401/);
    expect(await eventCount(system)).toBe(before);
  });
});

describe("an archived staff account's cookie", () => {
  it("can no longer remove trainers from the group (403), nor read staff pages (403); restored, it works again", async () => {
    const lead = await loggedInStaff("archived.lead@example.org", ["localLead"]);
    const trainer = await registerAccount(system, {
      email: "grouped.trainer@example.org",
      name: "Grouped Trainer",
      roles: ["trainer"],
      localAuthorities: ["Newport"],
      localLeadId: lead.userId,
    });
    const socket = await openLiveSocket(system.url, lead.client.sessionCookie);
    const closed = closedWith(socket.socket);

    expect((await admin.post(`/api/users/${lead.userId}/archive`)).status).toBe(204);
    // The socket is told to ask again who it is (nothing is left: the web app logs out).
    expect(await closed).toBe(LIVE_CLOSE.accountChanged);

    const before = await eventCount(system);
    const removal = await lead.client.request("DELETE", `/api/local-lead/${lead.userId}/trainer/${trainer}`);
    expect(removal.status).toBe(403);
    expect((await lead.client.get("/api/users/my-trainers")).status).toBe(403);
    expect(await eventCount(system)).toBe(before);
    // Nothing is left to use: the auth read logs them out.
    expect((await lead.client.copy().get("/api/users/auth")).body).toEqual({ isAuthenticated: false });

    expect((await admin.post(`/api/users/${lead.userId}/restore`)).status).toBe(204);
    const back = new ApiClient(system.url);
    await back.logIn("archived.lead@example.org", DEMO_PASSWORD);
    expect((await back.request("DELETE", `/api/local-lead/${lead.userId}/trainer/${trainer}`)).status).toBe(204);
  });

  it("opens no live socket and changes nothing of the account (403) while archived; restored, the old cookie stays dead (401) and a new log in works", async () => {
    const lead = await loggedInStaff("archived.again@example.org", ["localLead"]);
    const cookie = lead.client.sessionCookie;
    expect((await admin.post(`/api/users/${lead.userId}/archive`)).status).toBe(204);

    const before = await eventCount(system);
    await expect(openLiveSocket(system.url, cookie)).rejects.toThrow(/403/);
    expect((await lead.client.request("PATCH", "/api/users/language", { language: "cy" })).status).toBe(403);
    expect(await eventCount(system)).toBe(before);

    // A restore starts a new credential generation: cookies from before the archive do not come back.
    expect((await admin.post(`/api/users/${lead.userId}/restore`)).status).toBe(204);
    expect((await lead.client.get("/api/users/my-trainers")).status).toBe(401);
    await expect(openLiveSocket(system.url, cookie)).rejects.toThrow(/401/);
    expect((await lead.client.copy().request("PATCH", "/api/users/language", { language: "cy" })).status).toBe(401);
    const back = new ApiClient(system.url);
    await back.logIn("archived.again@example.org", DEMO_PASSWORD);
    expect((await back.get("/api/users/my-trainers")).status).toBe(200);
    (await openLiveSocket(system.url, back.sessionCookie)).close();
  });

  it("keeps the person's participant account when only their trainer account is archived", async () => {
    const both = await registerAccount(system, {
      email: "both.roles@example.org",
      name: "Both Roles",
      roles: ["trainer", "participant"],
      localAuthorities: ["Newport"],
    });
    const asTrainer = new ApiClient(system.url);
    await asTrainer.logIn("both.roles@example.org", DEMO_PASSWORD, "staff");
    expect((await admin.post(`/api/users/${both}/archive`)).status).toBe(204);
    expect((await asTrainer.get("/api/users/sessions")).status).toBe(403);
    expect((await asTrainer.get("/api/users/auth")).body).toMatchObject({ isAuthenticated: true, role: null, users: ["participant"] });
    expect((await asTrainer.post("/api/select-role", { role: "participant" })).status).toBe(200);
    expect((await asTrainer.post("/api/select-role", { role: "trainer" })).status).toBe(403);
  });
});

describe("a logged-out cookie", () => {
  it("no longer works anywhere: commands 401, reads anonymous, its socket closed, a new socket refused", async () => {
    const { client: ana } = await signUpParticipant(system.url, "Ana Leaving", "ana.leaving@example.org");
    const copy = ana.copy();
    const socket = await openLiveSocket(system.url, ana.sessionCookie);
    const closed = closedWith(socket.socket);
    const cookie = ana.sessionCookie;

    expect((await ana.post("/api/logout")).status).toBe(204);
    expect(ana.sessionCookie).toBeNull();
    expect(await closed).toBe(LIVE_CLOSE.revoked);

    const before = await eventCount(system);
    const auth = await copy.copy().get("/api/users/auth");
    expect(auth.body).toEqual({ isAuthenticated: false });
    // A proven revocation clears the cookie, whatever the request.
    expect(auth.headers.getSetCookie().some((header) => /^wb_session=;/.test(header))).toBe(true);
    expect((await copy.copy().request("PATCH", "/api/my-account", { name: "Not Me", email: "ana.leaving@example.org" })).status).toBe(401);
    expect((await copy.copy().post("/api/select-role", { role: "participant" })).status).toBe(401);
    await expect(openLiveSocket(system.url, cookie)).rejects.toThrow(/401/);
    expect(await eventCount(system)).toBe(before);

    // Logging out again with the dead cookie records nothing more.
    expect((await copy.post("/api/logout")).status).toBe(204);
    expect(await eventCount(system)).toBe(before);
  });

  it("ends only that session: the person's other log-ins go on", async () => {
    await signUpParticipant(system.url, "Two Tabs", "two.tabs@example.org");
    const first = new ApiClient(system.url);
    const second = new ApiClient(system.url);
    await first.logIn("two.tabs@example.org", STRONG_PASSWORD);
    await second.logIn("two.tabs@example.org", STRONG_PASSWORD);
    expect((await first.post("/api/logout")).status).toBe(204);
    expect((await second.get("/api/users/auth")).body).toMatchObject({ isAuthenticated: true });
  });
});

describe("a new password", () => {
  it("changed by the person ends every other session; the session that changed it goes on", async () => {
    const { client: ben } = await signUpParticipant(system.url, "Ben Changing", "ben.changing@example.org");
    const other = new ApiClient(system.url);
    await other.logIn("ben.changing@example.org", STRONG_PASSWORD);
    const socket = await openLiveSocket(system.url, other.sessionCookie);
    const closed = closedWith(socket.socket);
    const userId = (await ben.get("/api/users/auth")).body.userId as string;

    const changed = await ben.post("/api/users/change-password", {
      oldPassword: STRONG_PASSWORD,
      newPassword: "N3w!secret",
      reNewPassword: "N3w!secret",
      userId,
    });
    expect(changed.status).toBe(200);
    expect(await closed).toBe(LIVE_CLOSE.revoked);

    expect((await ben.get("/api/users/auth")).body).toMatchObject({ isAuthenticated: true, userId });
    expect((await ben.request("PATCH", "/api/my-account", { name: "Ben Changed", email: "ben.changing@example.org" })).status).toBe(200);
    const before = await eventCount(system);
    expect((await other.request("PATCH", "/api/my-account", { name: "Someone Else", email: "ben.changing@example.org" })).status).toBe(401);
    expect((await other.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });
    expect(await eventCount(system)).toBe(before);
  });

  it("set through a reset link ends every session", async () => {
    const { client: cai } = await signUpParticipant(system.url, "Cai Resetting", "cai.resetting@example.org");
    expect((await new ApiClient(system.url).get("/api/users/forget-password/?email=cai.resetting@example.org")).status).toBe(200);
    const link = passwordLinkIn(await system.mail.waitFor((mail) => isTo("cai.resetting@example.org")(mail) && mail.text.includes("/reset-password/")));
    expect((await new ApiClient(system.url).post("/api/users/reset-password", { token: link.token, newPassword: "R3set!secret" })).status).toBe(200);

    const before = await eventCount(system);
    expect((await cai.request("PATCH", "/api/my-account", { name: "Cai Gone", email: "cai.resetting@example.org" })).status).toBe(401);
    expect((await cai.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });
    expect(await eventCount(system)).toBe(before);
    const again = new ApiClient(system.url);
    await again.logIn("cai.resetting@example.org", "R3set!secret");
    expect((await again.get("/api/users/auth")).body).toMatchObject({ isAuthenticated: true });
  });
});
