import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, RATE_LIMIT_TEXTS, en } from "@wellbeing/domain";
import { findAccountByEmail } from "@wellbeing/command-api";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient, type ApiResponse } from "@wellbeing/testkit/apiClient";
import { assembleSessionCast, createSession, sessionForm, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { completeSurveyForm, submitSurvey } from "@wellbeing/testkit/surveyRespondents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Every limit at two a minute: the third request of a kind answers 429 with its text and has no effect.
const twice = { max: 2, timeWindowMs: 60_000 };

let system: TestSystem;
let cast: SessionCast;

// This machine is the trusted proxy here: each test's clients are told apart by X-Forwarded-For.
const thrice = { max: 3, timeWindowMs: 60_000 };

beforeAll(async () => {
  system = await startTestSystem({
    trustProxy: ["127.0.0.1"],
    rateLimits: {
      login: twice,
      loginFailuresPerClient: { max: 4, timeWindowMs: 60_000 },
      signUp: twice,
      accountEmails: twice,
      sessionEmails: twice,
      staffInvitations: twice,
      errorReports: twice,
      anonymousSubmissions: twice,
      anonymousSubmissionsPerSession: thrice,
    },
  });
  cast = await assembleSessionCast(system);
});

/** A client at its own address, as the trusted proxy tells the services. */
const clientAt = (address: string) => {
  const client = new ApiClient(system.url);
  return { post: (path: string, body: unknown) => client.post(path, body, { "x-forwarded-for": address }) };
};
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

  it("log in: wrong passwords per client across every address (password spraying), the next attempt refused even with the right password", async () => {
    const sprayer = clientAt("198.51.100.7");
    const statuses = [];
    for (const name of ["ana", "ben", "cai", "dee", "eve", "fin"])
      statuses.push((await sprayer.post("/api/login", { email: `${name}@example.org`, password: "Wrong-pass-1!" })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await sprayer.post("/api/login", { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: PRODUCT_TEXTS.tooManyLogins });
    // Another client is another count, and right passwords are never counted against one.
    const colleague = clientAt("198.51.100.8");
    for (let attempt = 0; attempt < 2; attempt += 1)
      expect((await colleague.post("/api/login", { email: DEMO_ACCOUNTS.admin, password: DEMO_PASSWORD })).status).toBe(200);
    expect((await colleague.post("/api/login", { email: "fay@example.org", password: "Wrong-pass-1!" })).status).toBe(401);
  });

  it("log in: random X-Forwarded-For headers from a client that is no trusted proxy are not believed", async () => {
    const direct = await startTestSystem({ seedDemo: false, rateLimits: { login: twice } });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const spoofed = `203.0.113.${attempt + 1}`;
        statuses.push(
          (await new ApiClient(direct.url).post("/api/login", { email: "nobody@example.org", password: "Wrong-pass-1!" }, { "x-forwarded-for": spoofed }))
            .status,
        );
      }
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await direct.stop();
    }
  });

  it("anonymous pre-course evaluations: per client and per session; a logged-in participant is not limited by them", async () => {
    const session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    const other = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer));
    const answers = completeSurveyForm("pre-course", false);
    const visitor = (address: string, sessionId: string) =>
      clientAt(address).post("/api/survey/submit/", {
        sessionId,
        surveyType: "pre-course",
        formState: answers,
        disagreedToResearch: false,
        questionIDList: [],
      });

    const fromOneClient = [];
    for (let attempt = 0; attempt < 3; attempt += 1) fromOneClient.push((await visitor("192.0.2.10", other.id)).status);
    expect(fromOneClient).toEqual([201, 201, 429]);

    const fromManyClients = [];
    for (let attempt = 0; attempt < 4; attempt += 1) fromManyClients.push((await visitor(`192.0.2.${20 + attempt}`, session.id)).status);
    expect(fromManyClients).toEqual([201, 201, 201, 429]);
    const refused = await visitor("192.0.2.30", session.id);
    expect(refused.body).toEqual({ error: en.survey.tooManySubmissions });

    await registerAccount(system, { email: "limited.participant@example.org", name: "Limited Participant", roles: ["participant"] });
    const participant = new ApiClient(system.url);
    expect(
      (await participant.post("/api/login", { email: "limited.participant@example.org", password: DEMO_PASSWORD }, { "x-forwarded-for": "192.0.2.20" })).status,
    ).toBe(200);
    expect((await submitSurvey(participant, session.id, "pre-course", answers)).status).toBe(201);
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
    for (let attempt = 0; attempt < 3; attempt += 1)
      resets.push((await client.post("/api/users/reset-password", { token: "x".repeat(43), newPassword: "N3w!password" })).status);
    expect(resets).toEqual([400, 400, 429]);

    const changes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      changes.push(
        (
          await cast.as.otherTrainer.post("/api/users/change-password", {
            oldPassword: "Guess-1!x",
            newPassword: "N3w!password",
            reNewPassword: "N3w!password",
            userId: cast.ids.otherTrainer,
          })
        ).status,
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
        cast.as.trainer.post("/api/survey/email", {
          sessionId: session.id,
          surveyURL: `${system.url}/survey/${session.shortId}/post`,
          participantsList: [`surveyed${attempt}@example.org`],
          surveyType: "post",
        }),
      200,
      RATE_LIMIT_TEXTS.tooManySessionEmails,
    );
    await mailArrived("surveyed2@example.org");
    expect(mailedTo("surveyed3@example.org")).toBe(false);
    await expectThirdRefused(
      // Each to its own recipient: the same e-mail scheduled twice would be refused as a duplicate (409).
      (attempt) =>
        cast.as.trainer.post(`/api/sessions/${session.id}/scheduled-emails`, {
          date: due,
          surveyType: "post",
          recipients: [`scheduled${attempt}@example.org`],
        }),
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
      (attempt) =>
        cast.as.admin.post("/api/users/", {
          name: "Nia Newcomer",
          email: `nia${attempt}@example.org`,
          role: "trainer",
          organisation,
          localAuthorities: ["Newport"],
        }),
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
