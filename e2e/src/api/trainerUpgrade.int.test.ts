import { beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, en, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "../support/accountHelpers";
import { ApiClient, eventually } from "../support/apiClient";
import { createSession, inDays, registerFor, sessionForm } from "../support/sessionCast";
import { sessionCastSuite } from "../support/sessionCastSuite";
import { eventCount } from "../support/storedEvents";

// The train-the-trainer route over the running system (§4, §7): the post-train-the-trainer evaluation
// offers a participant-only person the trainer sign-up; PATCH /api/upgrade-to-ttt gives them a trainer
// or local lead account beside the participant one and walks the later steps; every answer and the auth
// user read the person's own user stream, so each step shows at once.

const suite = sessionCastSuite();
const TEXTS = en.trainerUpgrade;
let tttSession: { id: string; shortId: string };

beforeAll(async () => {
  const { as, ids } = suite.cast;
  tttSession = await createSession(as.admin, sessionForm(ids.trainer, { modules: ["train-the-trainer"], dates: [{ sessionDate: inDays(-1), startTime: "09:00", endTime: "16:00" }] }));
});

const postTttForm = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));

/** Someone who attended the Train the Trainer session and submitted its evaluation, logged in as their participant account. */
const graduate = async (email: string, roles: Array<"participant" | "trainer"> = ["participant"]) => {
  const userId = await registerAccount(suite.system, { email, name: email.split("@")[0]!, roles });
  const client = new ApiClient(suite.system.url);
  await client.logIn(email, DEMO_PASSWORD, "participant");
  expect((await registerFor(client, tttSession.id, email)).status).toBe(200);
  const submitted = await client.post("/api/survey/submit/", { sessionId: tttSession.id, surveyType: "post-train-the-trainer", formState: postTttForm, disagreedToResearch: false, questionIDList: [] });
  expect(submitted.status).toBe(201);
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
      return body.trainerList.some((trainer: { _id: string; localAuthorities: string[] }) => trainer._id === userId && trainer.localAuthorities.includes("Ceredigion"));
    });
  });

  it("gives a local lead account when the manager box was ticked", async () => {
    const { client } = await graduate("lowri.lead@example.org");
    const signedUp = await upgrade(client, { ...signUp, role: "localLead" });
    expect(signedUp.body).toMatchObject({ role: "localLead", users: ["participant", "localLead"] });
    expect((await client.get("/api/users/my-trainers")).status).toBe(200);
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
    expect(wrong.body.fields).toEqual({ role: VALIDATION.required, localAuthorities: VALIDATION.selectAtLeastOne, acceptLocalLeadAccess: TEXTS.consentRequired });
    expect((await upgrade(client, { ...signUp, localAuthorities: ["x".repeat(101)] })).status).toBe(400);
    expect((await upgrade(client, { ...signUp, localAuthorities: "Newport" })).status).toBe(400);
    expect((await upgrade(client, "not json at all")).status).toBe(400);
    expect(await eventCount(suite.system)).toBe(before);
    expect(await stepOf(client)).toEqual({ step: "signupAsTtt", course: "C5" });
  });
});
