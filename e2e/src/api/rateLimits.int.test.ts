import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, RATE_LIMIT_TEXTS, en } from "@wellbeing/domain";
import { findAccountByEmail } from "@wellbeing/command-api";
import { ApiClient, type ApiResponse } from "../support/apiClient";
import { assembleSessionCast, createSession, sessionForm, type SessionCast } from "../support/sessionCast";
import { startTestSystem, type TestSystem } from "../support/testSystem";

// Every limit at two a minute: the third request of a kind answers 429 with its text and has no effect.
const twice = { max: 2, timeWindowMs: 60_000 };

let system: TestSystem;
let cast: SessionCast;

beforeAll(async () => {
  system = await startTestSystem({ rateLimits: { login: twice, signUp: twice, accountEmails: twice, sessionEmails: twice, staffInvitations: twice, errorReports: twice } });
  cast = await assembleSessionCast(system);
});
afterAll(async () => system?.stop());

/** Sends three times: the first two are answered `allowed`, the third is refused with `text`. */
const expectThirdRefused = async (send: (attempt: number) => Promise<ApiResponse>, allowed: number, text: string) => {
  expect((await send(1)).status).toBe(allowed);
  expect((await send(2)).status).toBe(allowed);
  const third = await send(3);
  expect(third.status).toBe(429);
  expect(third.body).toEqual({ error: text });
};

const hasAccount = async (email: string) => (await findAccountByEmail(system.store, system.emailIndex, email)) !== null;
const mailArrived = (email: string) => system.mail.waitFor((mail) => mail.to.includes(email));
const mailedTo = (email: string) => system.mail.messages().some((mail) => mail.to.includes(email));

describe("rate limits", () => {
  it("log in: per client and e-mail address", async () => {
    const client = new ApiClient(system.url);
    await expectThirdRefused(() => client.post("/api/login", { email: "nobody@example.org", password: "Wrong-pass-1!" }), 401, PRODUCT_TEXTS.tooManyLogins);
    expect((await client.post("/api/login", { email: "somebody@example.org", password: "Wrong-pass-1!" })).status).toBe(401);
  });

  it("sign-up: per client address, whatever the e-mail address", async () => {
    const client = new ApiClient(system.url);
    await expectThirdRefused(
      (attempt) => client.post("/api/participant", { name: "Sam Signup", email: `sam${attempt}@example.org`, password: "Str0ng!pass" }),
      201,
      RATE_LIMIT_TEXTS.tooManySignUps,
    );
    expect(await hasAccount("sam2@example.org")).toBe(true);
    expect(await hasAccount("sam3@example.org")).toBe(false);
  });

  it("forgotten password e-mails: per client and e-mail address", async () => {
    const client = new ApiClient(system.url);
    await expectThirdRefused(() => client.get("/api/users/forget-password/?email=nobody@example.org"), 200, RATE_LIMIT_TEXTS.tooManyAccountEmails);
    // Another address is another count.
    expect((await client.get("/api/users/forget-password/?email=other@example.org")).status).toBe(200);
  });

  it("reset attempts: per client; password changes: per person", async () => {
    const client = new ApiClient(system.url);
    const resets = [];
    for (let attempt = 0; attempt < 3; attempt += 1) resets.push((await client.post("/api/users/reset-password", { token: "x".repeat(43), newPassword: "N3w!password" })).status);
    expect(resets).toEqual([400, 400, 429]);

    const changes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      changes.push(
        (await cast.as.otherTrainer.post("/api/users/change-password", { oldPassword: "Guess-1!x", newPassword: "N3w!password", reNewPassword: "N3w!password", userId: cast.ids.otherTrainer })).status,
      );
    }
    expect(changes).toEqual([400, 400, 429]);
  });

  it("session e-mails sent now, evaluation links and scheduled e-mails: per person", async () => {
    const session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString();
    await expectThirdRefused(
      (attempt) => cast.as.trainer.post(`/api/sessions/${session.id}/emails?type=registration`, { recipients: [`invitee${attempt}@example.org`] }),
      200,
      RATE_LIMIT_TEXTS.tooManySessionEmails,
    );
    await mailArrived("invitee2@example.org");
    expect(mailedTo("invitee3@example.org")).toBe(false);
    await expectThirdRefused(
      (attempt) =>
        cast.as.trainer.post("/api/survey/email", { sessionId: session.id, surveyURL: `${system.url}/survey/${session.shortId}/post`, participantsList: [`surveyed${attempt}@example.org`], surveyType: "post" }),
      200,
      RATE_LIMIT_TEXTS.tooManySessionEmails,
    );
    await mailArrived("surveyed2@example.org");
    expect(mailedTo("surveyed3@example.org")).toBe(false);
    await expectThirdRefused(
      () => cast.as.trainer.post(`/api/sessions/${session.id}/scheduled-emails`, { date: due, surveyType: "post", recipients: ["ana@example.org"] }),
      201,
      RATE_LIMIT_TEXTS.tooManySessionEmails,
    );
    // The list read waits for the trainer's last accepted write: two scheduled, not three.
    expect((await cast.as.trainer.get(`/api/sessions/${session.id}/scheduled-emails`)).body.scheduledEmails).toHaveLength(2);
    // Another person who manages the session has counts of their own.
    expect((await cast.as.lead.post(`/api/sessions/${session.id}/emails?type=reminder`, { recipients: ["ana@example.org"] })).status).toBe(200);
  });

  it("staff invitations: adding a user, adding a trainer to one's group, per person", async () => {
    const organisation = { category: "Health", value: "Health" };
    await expectThirdRefused(
      (attempt) => cast.as.admin.post("/api/users/", { name: "Nia Newcomer", email: `nia${attempt}@example.org`, role: "trainer", organisation, localAuthorities: ["Newport"] }),
      201,
      RATE_LIMIT_TEXTS.tooManyInvitations,
    );
    expect([await hasAccount("nia2@example.org"), await hasAccount("nia3@example.org")]).toEqual([true, false]);
    await expectThirdRefused(
      (attempt) => cast.as.lead.post("/api/users/local-leads/group", { email: `tom${attempt}@example.org`, name: "Tom Jones" }),
      200,
      RATE_LIMIT_TEXTS.tooManyInvitations,
    );
    expect([await hasAccount("tom2@example.org"), await hasAccount("tom3@example.org")]).toEqual([true, false]);
    expect((await cast.as.otherLead.post("/api/users/local-leads/group", { email: "tom9@example.org", name: "Tom Jones" })).status).toBe(200);
  });

  it("error reports: per client address when nobody is logged in (each is an event)", async () => {
    const report = () => ({ reportId: crypto.randomUUID(), kind: "feedback", page: `${system.url}/`, error: "Error: boom" });
    await expectThirdRefused(() => new ApiClient(system.url).post("/api/error-reports", report()), 200, en.errorReports.tooManyReports);
  });

  it("counts any body without failing: objects, arrays and odd values as the e-mail address are a 400 or a 429, never a 5xx", async () => {
    const bodies: unknown[] = [{ email: { toString: 1 } }, { email: { valueOf: 1, toString: 1 } }, { email: ["a@b.c"] }, { email: null }, [], "text", 42, null];
    for (const body of bodies) {
      for (const path of ["/api/login", "/api/participant"]) {
        const answer = await new ApiClient(system.url).post(path, JSON.stringify(body));
        expect([400, 429], `${path} ${JSON.stringify(body)}`).toContain(answer.status);
      }
    }
    const repeated = await new ApiClient(system.url).get("/api/users/forget-password/?email=a@b.c&email=d@e.f");
    expect([400, 429]).toContain(repeated.status);
  });
});
