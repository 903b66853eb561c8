import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_TEXTS } from "@wellbeing/domain";
import type { ReceivedMail } from "@wellbeing/platform";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, isTo, passwordLinkIn, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { eventsMentioning } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Forgotten password, reset and change (§2.5, §5, §7, §8) over the running system and a real SMTP server.
// Each command's refusals (bad fields, unknown or expired links, someone else's account) are its slice's
// spec beside it in command-api/src/account; the limits are in e2e/src/api/rateLimits.int.test.ts.

let system: TestSystem;
/** Moves the command side's clock (links expire by it); the rest of the system keeps real time. */
let clockOffsetMs = 0;
const client = () => new ApiClient(system.url);
const forget = (email: string, caller = client()) => caller.get(`/api/users/forget-password/?email=${encodeURIComponent(email)}`);
/** A reset e-mail to the address (a sign-up's verification e-mail goes there too). */
const isResetTo = (email: string) => (mail: ReceivedMail) => isTo(email)(mail) && mail.subject === "Reset your password";

const ROLES = ["admin", "lead", "trainer", "participant", "multi"] as const;
const as = {} as Record<(typeof ROLES)[number], ApiClient>;
const ids = {} as Record<(typeof ROLES)[number], string>;

beforeAll(async () => {
  system = await startTestSystem({ clock: () => new Date(Date.now() + clockOffsetMs) });
  for (const role of ROLES) {
    as[role] = new ApiClient(system.url);
    ids[role] = (await as[role].logIn(DEMO_ACCOUNTS[role], DEMO_PASSWORD, role === "multi" ? "staff" : undefined)).userId;
  }
});
afterAll(async () => {
  await system.stop();
});

/** Asks for a reset link for an address and follows the e-mail that arrives. */
const resetLinkFor = async (email: string) => {
  const sentBefore = system.mail.messages().length;
  expect((await forget(email)).status).toBe(200);
  const mail = await system.mail.waitFor((received) => received.id > sentBefore && isResetTo(email)(received));
  return passwordLinkIn(mail);
};

describe("forgotten password (GET /api/users/forget-password/)", () => {
  it("e-mails a link to reset the password that works once", async () => {
    const { client: ana } = await signUpParticipant(system.url, "Ana Forgetful", "ana.forgetful@example.org");
    const answer = await forget("  Ana.Forgetful@Example.org ");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: ACCOUNT_TEXTS.resetEmailSent });

    const mail = await system.mail.waitFor(isResetTo("ana.forgetful@example.org"));
    expect(mail.subject).toBe("Reset your password");
    const link = passwordLinkIn(mail);
    expect(link.url).toBe(`${system.url}/reset-password/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.url);

    const reset = await client().post("/api/users/reset-password", { token: link.token, newPassword: "N3w!password" });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: ACCOUNT_TEXTS.passwordResetDone });
    expect((await client().post("/api/login", { email: "ana.forgetful@example.org", password: STRONG_PASSWORD })).status).toBe(401);
    expect((await client().post("/api/login", { email: "ana.forgetful@example.org", password: "N3w!password" })).status).toBe(200);
    // A new password ends every session that began with the old one (a stolen cookie included).
    expect((await ana.get("/api/users/auth")).body).toEqual({ isAuthenticated: false });

    const again = await client().post("/api/users/reset-password", { token: link.token, newPassword: "An0ther!pass" });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(ACCOUNT_TEXTS.passwordResetFailed);
  });

  it("stores only the token's hash, never the token", async () => {
    await signUpParticipant(system.url, "Hash Brown", "hash.brown@example.org");
    const { token } = await resetLinkFor("hash.brown@example.org");
    expect(await eventsMentioning(system.sealedStore, [token])).toEqual([]);
  });

  it("answers an unknown address exactly like a known one, and sends nothing", async () => {
    await signUpParticipant(system.url, "Kim Known", "kim.known@example.org");
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await forget(email);
      return { answer, ms: performance.now() - started };
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let round = 0; round < 9; round += 1) {
      // Alternate which goes first, so neither always follows the other's e-mail going out.
      const askKnown = () => timed("kim.known@example.org");
      const askUnknown = () => timed(`nobody.${round}@example.org`);
      const knownFirst = round % 2 === 0 ? await askKnown() : null;
      const forUnknown = await askUnknown();
      const forKnown = knownFirst ?? (await askKnown());
      expect(forUnknown.answer.status).toBe(forKnown.answer.status);
      expect(forUnknown.answer.body).toEqual(forKnown.answer.body);
      expect(forUnknown.answer.headers.get("content-length")).toBe(forKnown.answer.headers.get("content-length"));
      known.push(forKnown.ms);
      unknown.push(forUnknown.ms);
    }
    // Figures only: the request path is one insert of the request either way (forgotPassword.int.test.ts shows it with the
    // work paused); a bound on times would fail on a busy machine, not on a leak.
    console.log(`forget-password median: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`);
    await system.mail.waitFor(isResetTo("kim.known@example.org"));
    // Once every recorded request has been worked, anything sent to the unknown addresses would be here.
    const unfinished = () =>
      system.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'password-reset' AND state < 'completed'");
    await expect.poll(async () => (await unfinished()).rows[0]!.n).toBe(0);
    expect(system.mail.messages().some((mail) => mail.to.some((to) => to.startsWith("nobody.")))).toBe(false);
  });
});

describe("resetting the password (POST /api/users/reset-password)", () => {
  it("works for every role, logged in or not", async () => {
    for (const role of ROLES) {
      const { token } = await resetLinkFor(DEMO_ACCOUNTS[role]);
      const reset = await as[role].post("/api/users/reset-password", { token, newPassword: "Res3t!pass" });
      expect(reset.status, role).toBe(200);
      expect((await client().post("/api/login", { email: DEMO_ACCOUNTS[role], password: "Res3t!pass" })).status, role).toBe(200);
      // The reset ended the session that asked for it too: log in again to set the demo password back.
      expect((await as[role].get("/api/users/auth")).body.isAuthenticated, role).toBe(false);
      await as[role].logIn(DEMO_ACCOUNTS[role], "Res3t!pass", role === "multi" ? "staff" : undefined);
      const back = await as[role].post("/api/users/change-password", {
        oldPassword: "Res3t!pass",
        newPassword: DEMO_PASSWORD,
        reNewPassword: DEMO_PASSWORD,
        userId: ids[role],
      });
      expect(back.status, role).toBe(200);
    }
  });

  it("says 'you are not a user' when the person was deleted after the link was sent", async () => {
    const { client: gone, userId } = await signUpParticipant(system.url, "Gone Gwen", "gone.gwen@example.org");
    const { token } = await resetLinkFor("gone.gwen@example.org");
    expect((await gone.request("DELETE", `/api/users/${userId}`)).status).toBe(200);
    const refused = await client().post("/api/users/reset-password", { token, newPassword: "N3w!password" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(ACCOUNT_TEXTS.notAUser);
  });

  it("takes a staff member's invitation link for a week", async () => {
    const { issuePasswordLink, registerUser } = await import("@wellbeing/command-api");
    const registered = await registerUser(
      system,
      {
        email: "invited.ivy@example.org",
        name: "Invited Ivy",
        passwordHash: null,
        roles: ["trainer"],
        organisation: null,
        localAuthorities: ["Newport"],
        localLeadId: null,
      },
      { actorId: ids.admin, correlationId: "test", now: new Date() },
    );
    const userId = (registered as { right: { userId: string } }).right.userId;
    const deps = { store: system.store, publicUrl: system.url, clock: () => new Date(Date.now() + clockOffsetMs) };
    const first = await issuePasswordLink(deps, userId, "invitation");
    const second = await issuePasswordLink(deps, userId, "invitation");
    expect(first).toMatch(new RegExp(`^${system.url}/reset-password/[A-Za-z0-9_-]{43}\\?invitation=1$`));
    const tokenOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;
    clockOffsetMs = 6 * 24 * 60 * 60_000;
    try {
      expect((await client().post("/api/users/reset-password", { token: tokenOf(first), newPassword: "Inv1ted!pass" })).status).toBe(200);
    } finally {
      clockOffsetMs = 0;
    }
    expect((await client().post("/api/login", { email: "invited.ivy@example.org", password: "Inv1ted!pass" })).status).toBe(200);
    // Setting the password spent the other invitation link too.
    expect((await client().post("/api/users/reset-password", { token: tokenOf(second), newPassword: "Inv1ted!pass2" })).body.error).toBe(
      ACCOUNT_TEXTS.passwordResetFailed,
    );

    const late = await issuePasswordLink(deps, userId, "invitation");
    clockOffsetMs = 7 * 24 * 60 * 60_000 + 60_000;
    try {
      expect((await client().post("/api/users/reset-password", { token: tokenOf(late), newPassword: "Inv1ted!pass3" })).status).toBe(400);
    } finally {
      clockOffsetMs = 0;
    }
  });
});

describe("changing the password (POST /api/users/change-password)", () => {
  const change = (caller: ApiClient, body: Record<string, unknown>) => caller.post("/api/users/change-password", body);

  it("lets every role change their own password, knowing the old one", async () => {
    for (const role of ROLES) {
      const changed = await change(as[role], { oldPassword: DEMO_PASSWORD, newPassword: "Ch4nged!pass", reNewPassword: "Ch4nged!pass", userId: ids[role] });
      expect(changed.status, role).toBe(200);
      expect(changed.body).toEqual({ message: ACCOUNT_TEXTS.passwordChanged });
      expect((await client().post("/api/login", { email: DEMO_ACCOUNTS[role], password: "Ch4nged!pass" })).status).toBe(200);
      expect((await client().post("/api/login", { email: DEMO_ACCOUNTS[role], password: DEMO_PASSWORD })).status).toBe(401);
      await change(as[role], { oldPassword: "Ch4nged!pass", newPassword: DEMO_PASSWORD, reNewPassword: DEMO_PASSWORD, userId: ids[role] });
    }
  });
});
