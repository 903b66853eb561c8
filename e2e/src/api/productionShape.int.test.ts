import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STRONG_PASSWORD } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { SHAPE_ADMIN, startProductionShape, type ProductionShape } from "@wellbeing/testkit/productionShape";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";

// docker-compose's shape as processes: two command APIs and two query APIs behind the gateway, one
// projector, one database and one mail server. Requests land on both instances of each API, a
// scheduled e-mail is due while both command APIs' workers poll, and every e-mail arrives once.
// (Killing each of them under load: npm run chaos, e2e/src/chaos/productionShape.chaos.test.ts.)

let shape: ProductionShape;

beforeAll(async () => {
  shape = await startProductionShape();
}, 480_000);

afterAll(async () => {
  await shape?.stop();
});

/** Nothing is left to send: no e-mail waits in the outbox and no scheduled job is waiting or running. */
const quiet = async () => {
  const waiting = await shape.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'intended'");
  const jobs = await shape.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM pgboss.job WHERE state IN ('created', 'retry', 'active')");
  return waiting.rows[0]!.n === 0 && jobs.rows[0]!.n === 0;
};

const mailsTo = (address: string) => shape.mail.messages().filter((message) => message.to.includes(address));

describe("two command APIs and two query APIs behind the gateway", () => {
  it("serve the same system; a staff invitation, session invitations, verification links and a scheduled e-mail each arrive once", async () => {
    const admin = new ApiClient(shape.gateway);
    await admin.logIn(SHAPE_ADMIN.email, SHAPE_ADMIN.password);
    // A trainer invited by e-mail, then their session.
    const trainer = await admin.post("/api/users/", { name: "Tomos Trainer", email: "tomos@shape.test", role: "trainer", localAuthorities: ["Newport"] });
    expect(trainer.status).toBe(201);
    const session = await createSession(admin, sessionForm(trainer.body._id as string, { contactEmail: "tomos@shape.test" }));

    // Through the gateway, in turn: each invitation request lands on the other command API.
    const invited = ["ina@shape.test", "iwan@shape.test", "ifan@shape.test", "ilsa@shape.test"];
    for (const pair of [invited.slice(0, 2), invited.slice(2)]) {
      expect((await admin.post(`/api/sessions/${session.id}/emails?type=registration`, { recipients: pair })).status).toBe(200);
    }
    // A scheduled e-mail falls due while both command APIs' workers poll the queue.
    const scheduledFor = ["sian@shape.test", "steffan@shape.test"];
    const scheduled = await admin.post(`/api/sessions/${session.id}/scheduled-emails`, {
      date: new Date(Date.now() + 3_000).toISOString(),
      surveyType: "post",
      recipients: scheduledFor,
    });
    expect(scheduled.status).toBe(201);
    // Straight to each command API: participants sign up on one and the other.
    const signedUp = ["pedr@shape.test", "prys@shape.test", "pam@shape.test", "pia@shape.test"];
    for (const [at, email] of signedUp.entries()) {
      const answer = await new ApiClient(shape.commandApis[at % 2]!.url!).post("/api/participant", {
        name: "Shape Participant",
        email,
        password: STRONG_PASSWORD,
      });
      expect(answer.status).toBe(201);
    }

    const everyone = ["tomos@shape.test", ...invited, ...scheduledFor, ...signedUp];
    await expect.poll(() => everyone.every((address) => mailsTo(address).length > 0), { timeout: 60_000 }).toBe(true);
    await expect.poll(quiet, { timeout: 60_000 }).toBe(true);
    // Once nothing is left to send, anything sent twice would be here.
    for (const address of everyone)
      expect(
        mailsTo(address).map((message) => message.subject),
        address,
      ).toHaveLength(1);
    expect(shape.mail.messages()).toHaveLength(everyone.length);

    // Both query APIs read what the one projector wrote: the new session, on each in turn.
    for (const queryApi of shape.queryApis) {
      const reader = admin.copy();
      const detail = await new ApiClient(queryApi.url!).request("GET", `/api/session-details/${session.id}`, undefined, { cookie: reader.cookieHeader! });
      expect(detail.status).toBe(200);
    }
  }, 180_000);
});
