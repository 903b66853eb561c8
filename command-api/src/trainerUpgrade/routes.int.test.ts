import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { CURRENT_SCHEMA_VERSION, PRODUCT_TEXTS, VALIDATION, en, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, registerBeforeItEnded, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { eventCount } from "@wellbeing/testkit/storedEvents";

// The train-the-trainer route over the running system (§4, §7): the post-train-the-trainer evaluation
// offers a participant-only person the trainer sign-up; PATCH /api/upgrade-to-ttt gives someone who
// proved their address and attended Train the Trainer a trainer account beside the participant one (a
// local lead account only once an admin approves) and walks the later steps; every answer and the auth
// user read the person's own user stream, so each step shows at once.

const suite = sessionCastSuite();
const TEXTS = en.trainerUpgrade;
const TEXTS_LEADS = en.localLeadRequests;
let tttSession: { id: string; shortId: string };

beforeAll(async () => {
  const { as, ids } = suite.cast;
  tttSession = await createSession(
    as.admin,
    sessionForm(ids.trainer, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(-1), startTime: "09:00", endTime: "16:00" }] }),
  );
});

const postTttForm = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));

/** Someone who attended the Train the Trainer session and submitted its evaluation, logged in as their participant account. */
const graduate = async (email: string, roles: Array<"participant" | "trainer"> = ["participant"], emailVerified = true) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles, emailVerified });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD, "participant");
  expect((await registerBeforeItEnded(suite.system, client, tttSession.id, email)).status).toBe(200);
  const submitted = await client.post("/api/survey/submit/", {
    sessionId: tttSession.id,
    surveyType: "post-train-the-trainer",
    formState: postTttForm,
    disagreedToResearch: false,
    questionIDList: [],
  });
  expect(submitted.status).toBe(201);
  return { userId, client };
};

/** A participant whose user stream holds the trainer sign-up offer, however it came; logged in. */
const offeredParticipant = async (email: string, emailVerified: boolean) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles: ["participant"], emailVerified });
  const stream = await suite.system.store.readStream(`user-${userId}`);
  await suite.system.store.append(
    `user-${userId}`,
    [
      {
        eventId: randomUUID(),
        type: "TrainerSignUpOffered",
        data: { userId, course: "C5", offeredAt: new Date().toISOString() },
        metadata: { actorId: null, correlationId: "test", causationId: null, occurredAt: new Date().toISOString(), schemaVersion: CURRENT_SCHEMA_VERSION },
      },
    ],
    { expectedRevision: stream.at(-1)!.revision },
  );
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD, "participant");
  return { userId, client };
};

const signUp = { step: "howItWorks", role: "trainer", localAuthorities: ["Newport", "Ceredigion"], acceptLocalLeadAccess: true };
const upgrade = (client: ApiClient, body: unknown) => client.request("PATCH", "/api/upgrade-to-ttt", body);
const stepOf = async (client: ApiClient) => (await client.get("/api/users/auth")).body.nextUpgradeToTttStep;

describe("the train-the-trainer route", () => {
  it("offers the trainer sign-up to a participant-only person at once after the post-train-the-trainer evaluation, and to nobody who is staff already", async () => {
    const { client } = await graduate("tia.graduate@example.org");
    expect(await stepOf(client)).toEqual({ step: "signupAsTtt", course: "C5" });
    const { client: multi } = await graduate("tom.both@example.org", ["trainer", "participant"]);
    expect(await stepOf(multi)).toBeNull();
  });

  it("gives a trainer account beside the participant one, then walks 'How this tool works' and Trainer Advice; the new account works at once", async () => {
    const { client, userId } = await graduate("tess.trainer@example.org");
    const signedUp = await upgrade(client, signUp);
    expect(signedUp.status).toBe(200);
    expect(signedUp.body).toMatchObject({
      userId,
      role: "trainer",
      users: ["participant", "trainer"],
      multipleUsers: true,
      localAuthorities: ["Newport", "Ceredigion"],
      nextUpgradeToTttStep: { step: "howItWorks", course: "C5" },
    });
    // The answer's cookie acts as the new account; the auth user reads the user stream, never a read model.
    expect((await client.get("/api/users/auth")).body).toMatchObject({ role: "trainer", nextUpgradeToTttStep: { step: "howItWorks", course: "C5" } });
    expect((await client.get("/api/users/sessions")).status).toBe(200);
    // A double click of Sign Up records nothing more (it comes from the participant account's cookie).
    const participantTab = new ApiClient(suite.system.url);
    await participantTab.logIn("tess.trainer@example.org", DEMO_PASSWORD, "participant");
    const before = await eventCount(suite.system);
    expect((await upgrade(participantTab, signUp)).status).toBe(200);
    expect(await eventCount(suite.system)).toBe(before);

    expect((await upgrade(client, { step: "watchTttVideo" })).body.nextUpgradeToTttStep).toEqual({ step: "watchTttVideo", course: "C5" });
    expect(await stepOf(client)).toEqual({ step: "watchTttVideo", course: "C5" });
    const finished = await upgrade(client, { step: null });
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({ role: "trainer", nextUpgradeToTttStep: null });
    expect((await upgrade(client, { step: null })).status).toBe(200);

    // The staff directory (a read model) lists the new trainer once the projector has it.
    await eventually(async () => {
      const { body } = await suite.cast.as.admin.get("/api/users/admin/trainers-and-leads");
      return body.trainerList.some(
        (trainer: { _id: string; localAuthorities: string[] }) => trainer._id === userId && trainer.localAuthorities.includes("Ceredigion"),
      );
    });
  });

  it("makes a trainer of someone who ticked the manager box, and a local lead only once an admin approves; the admin's list shows the request until then", async () => {
    const { client, userId } = await graduate("lowri.lead@example.org");
    const signedUp = await upgrade(client, { ...signUp, role: "localLead" });
    expect(signedUp.body).toMatchObject({ role: "trainer", users: ["participant", "trainer"] });
    expect((await client.get("/api/users/my-trainers")).status).toBe(403);

    const { as } = suite.cast;
    const requests = (await as.admin.get("/api/local-lead-requests")).body.requests;
    expect(requests).toEqual([
      {
        _id: userId,
        name: "lowri.lead",
        email: "lowri.lead@example.org",
        organisation: null,
        localAuthorities: ["Newport", "Ceredigion"],
        requestedAt: expect.any(String),
      },
    ]);
    for (const who of ["lead", "trainer", "participant"] as const) expect((await as[who].get("/api/local-lead-requests")).status).toBe(403);
    expect((await as.anonymous.get("/api/local-lead-requests")).status).toBe(401);
    for (const who of ["lead", "trainer"] as const)
      expect((await as[who].post(`/api/users/${userId}/local-lead-request`, { decision: "approve" })).status).toBe(403);
    expect((await client.post(`/api/users/${userId}/local-lead-request`, { decision: "approve" })).status).toBe(403);

    const approved = await as.admin.post(`/api/users/${userId}/local-lead-request`, { decision: "approve" });
    expect(approved.body).toEqual({ emailSent: true });
    await suite.system.mail.waitFor((mail) => mail.to.includes("lowri.lead@example.org") && mail.subject.includes(TEXTS_LEADS.approvedSubject));
    expect((await as.admin.get("/api/local-lead-requests")).body.requests).toEqual([]);
    // Her trainer account became a local lead's: she picks it (as Switch Account does) and manages a group.
    expect((await client.get("/api/users/auth")).body).toMatchObject({ role: null, users: ["participant", "localLead"] });
    expect((await client.post("/api/select-role", { role: "localLead" })).status).toBe(200);
    expect((await client.get("/api/users/my-trainers")).status).toBe(200);
    expect((await as.admin.post(`/api/users/${userId}/local-lead-request`, { decision: "decline" })).status).toBe(409);
  });

  it("leaves a declined requester a trainer, told by e-mail", async () => {
    const { client, userId } = await graduate("dewi.declined@example.org");
    expect((await upgrade(client, { ...signUp, role: "localLead" })).status).toBe(200);
    expect((await suite.cast.as.admin.post(`/api/users/${userId}/local-lead-request`, { decision: "decline" })).body).toEqual({ emailSent: true });
    await suite.system.mail.waitFor((mail) => mail.to.includes("dewi.declined@example.org") && mail.subject.includes(TEXTS_LEADS.declinedSubject));
    expect((await client.get("/api/users/auth")).body).toMatchObject({ role: "trainer", users: ["participant", "trainer"] });
  });

  it("refuses the sign-up, recording nothing, to someone offered it who never attended Train the Trainer or never proved their address", async () => {
    // However the offer came (the evaluation's submission checks for itself), the sign-up checks again.
    const upcoming = await createSession(
      suite.cast.as.admin,
      sessionForm(suite.cast.ids.trainer, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(10), startTime: "09:00", endTime: "16:00" }] }),
    );
    const early = await offeredParticipant("early.bird@example.org", true);
    expect((await registerFor(early.client, upcoming.id, "early.bird@example.org")).status).toBe(200);
    const unproven = await offeredParticipant("no.proof@example.org", false);
    expect((await registerBeforeItEnded(suite.system, unproven.client, tttSession.id, "no.proof@example.org")).status).toBe(200);

    const before = await eventCount(suite.system);
    const notAttended = await upgrade(early.client, signUp);
    expect(notAttended.status).toBe(409);
    expect(notAttended.body.error).toBe(TEXTS.trainTheTrainerNotAttended);
    const notProven = await upgrade(unproven.client, { ...signUp, role: "localLead" });
    expect(notProven.status).toBe(409);
    expect(notProven.body.error).toBe(TEXTS.verifyEmailFirst);
    expect(await eventCount(suite.system)).toBe(before);
    expect(await stepOf(early.client)).toEqual({ step: "signupAsTtt", course: "C5" });
  });

  it("refuses callers who may not take the step, and a step that is not pending, recording nothing", async () => {
    const { as } = suite.cast;
    const before = await eventCount(suite.system);
    expect((await upgrade(as.anonymous, signUp)).status).toBe(401);
    expect((await upgrade(as.admin, { step: "watchTttVideo" })).status).toBe(403);
    // The sign-up is the participant account's; the later steps are the trainer or local lead account's.
    expect((await upgrade(as.trainer, signUp)).status).toBe(403);
    expect((await upgrade(as.participant, { step: "watchTttVideo" })).status).toBe(403);
    const notPending = await upgrade(as.participant, signUp);
    expect(notPending.status).toBe(409);
    expect(notPending.body.error).toBe(TEXTS.stepNotPending);
    const outOfOrder = await upgrade(as.trainer, { step: "watchTttVideo" });
    expect(outOfOrder.status).toBe(409);
    expect(await eventCount(suite.system)).toBe(before);
  });

  it("refuses bad input with each field's message, recording nothing and leaving the step pending", async () => {
    const { client } = await graduate("bryn.badinput@example.org");
    const before = await eventCount(suite.system);
    const empty = await upgrade(client, {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: PRODUCT_TEXTS.invalidInput, fields: { step: VALIDATION.required } });
    const wrong = await upgrade(client, { step: "howItWorks", role: "admin", localAuthorities: [], acceptLocalLeadAccess: false });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      role: VALIDATION.required,
      localAuthorities: VALIDATION.selectAtLeastOne,
      acceptLocalLeadAccess: TEXTS.consentRequired,
    });
    expect((await upgrade(client, { ...signUp, localAuthorities: ["x".repeat(101)] })).status).toBe(400);
    expect((await upgrade(client, { ...signUp, localAuthorities: "Newport" })).status).toBe(400);
    expect((await upgrade(client, "not json at all")).status).toBe(400);
    expect(await eventCount(suite.system)).toBe(before);
    expect(await stepOf(client)).toEqual({ step: "signupAsTtt", course: "C5" });
  });
});
