import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { en, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { followVerificationLink, signUpParticipant } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { registerFor } from "@wellbeing/testkit/sessionCast";
import { enterClimbWorld, staffAccountsOf, staffPowersOf, type ClimbWorld } from "@wellbeing/testkit/staffPowers";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Issue 24's chain, replayed from nothing on a fresh system: sign up (address unproven), read an upcoming
// Train the Trainer session off the public schedule, submit its post-train-the-trainer evaluation without
// being registered, PATCH upgrade-to-ttt as a local lead, add the demo trainer to "their" group. Each step
// is refused or held for an admin; at the end the attacker holds no staff account and no staff power, and
// the trainer is still in her own lead's group. The evaluation's submission (step 3) is another branch's to
// refuse: these guards stop the chain whatever it answers.

let system: TestSystem;
let world: ClimbWorld;

beforeAll(async () => {
  system = await startTestSystem();
  world = await enterClimbWorld(system);
});
afterAll(async () => {
  await system?.stop();
});

const TEXTS = en.trainerUpgrade;
const postTtt = completeForm(visibleGroups(questionnaireOf("v1"), "post-train-the-trainer", { demographicsKnown: false }));
const submitPostTtt = (client: ApiClient, sessionId: string) =>
  client.post("/api/survey/submit/", { sessionId, surveyType: "post-train-the-trainer", formState: postTtt, disagreedToResearch: false, questionIDList: [] });
const signUpAsLead = (client: ApiClient) =>
  client.request("PATCH", "/api/upgrade-to-ttt", { step: "howItWorks", role: "localLead", localAuthorities: ["Newport"], acceptLocalLeadAccess: true });
const addTrainerToGroup = (client: ApiClient) => client.post("/api/users/local-leads/group", { email: DEMO_ACCOUNTS.trainer, name: "Tara" });

/** The trainer's group as her own lead and she see it. */
const expectTrainerStillInHerGroup = async () => {
  const lead = new ApiClient(system.url);
  await lead.logIn(DEMO_ACCOUNTS.lead, DEMO_PASSWORD);
  expect((await lead.get("/api/users/my-trainers")).body.trainerList.map((item: { _id: string }) => item._id)).toContain(world.ids.trainer);
  const trainer = new ApiClient(system.url);
  await trainer.logIn(DEMO_ACCOUNTS.trainer, DEMO_PASSWORD);
  expect((await trainer.get("/api/users/auth")).body.localLead).toBe(world.ids.lead);
};

describe("issue 24: the escalation chain from a participant sign-up to local lead", () => {
  it("refuses every step, and leaves the attacker with no staff account, no staff power, and the trainer in her group", async () => {
    // 1. Sign up as a participant: the address is not proven.
    const { client: mallory, userId } = await signUpParticipant(system.url, "Mallory", "mallory@example.org");
    expect((await mallory.get("/api/users/auth")).body).toMatchObject({ role: "participant", users: ["participant"], emailVerified: false });

    // 2. An upcoming Train the Trainer session's id, off the public schedule.
    const schedule = await new ApiClient(system.url).get("/api/course-schedule?page=1&type=upcoming&sortAscending=true");
    const ttt = (schedule.body.sessions as Array<{ id: string; modules: string[] }>).find((session) => session.modules.includes("train-the-trainer"));
    expect(ttt?.id).toBe(world.upcomingTtt.id);

    // 3. Its post-train-the-trainer evaluation, without being registered. Whatever the submission answers
    //    (accepted here today; refused once evaluations are bound to attendance), it grants nothing.
    const submitted = await submitPostTtt(mallory, ttt!.id);
    expect([201, 400, 403, 404, 409]).toContain(submitted.status);
    expect(await staffAccountsOf(mallory)).toEqual([]);

    // 4. PATCH upgrade-to-ttt as a local lead: refused (no proven address, no Train the Trainer attended).
    const upgraded = await signUpAsLead(mallory);
    expect(upgraded.status).toBe(409);
    expect([TEXTS.stepNotPending, TEXTS.verifyEmailFirst]).toContain(upgraded.body.error);
    expect(await staffAccountsOf(mallory)).toEqual([]);

    // 5. Add the demo trainer to "their" group: refused, she stays in her lead's group, nobody is e-mailed about a move.
    expect((await addTrainerToGroup(mallory)).status).toBe(403);
    await expectTrainerStillInHerGroup();

    // The rosters, meeting links, responses and e-mails of the issue, and every other staff power: refused.
    expect(await staffPowersOf(mallory, world, userId)).toEqual([]);
  });

  it("stays refused when the attacker proves their address and registers for the Train the Trainer session before it starts", async () => {
    const { client: mallory, userId } = await signUpParticipant(system.url, "Mallory Two", "mallory.two@example.org");
    expect((await followVerificationLink(system, "mallory.two@example.org")).status).toBe(200);
    expect((await registerFor(mallory, world.upcomingTtt.id, "mallory.two@example.org")).status).toBe(200);
    await submitPostTtt(mallory, world.upcomingTtt.id);
    const upgraded = await signUpAsLead(mallory);
    expect(upgraded.status).toBe(409);
    expect([TEXTS.stepNotPending, TEXTS.trainTheTrainerNotAttended]).toContain(upgraded.body.error);
    // A session that has ended takes no self-registration, so no attendance can be claimed after the fact.
    const late = await registerFor(mallory, world.pastTtt.id, "mallory.two@example.org");
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(en.roster.sessionEnded);
    expect((await addTrainerToGroup(mallory)).status).toBe(403);
    expect(await staffAccountsOf(mallory)).toEqual([]);
    expect(await staffPowersOf(mallory, world, userId)).toEqual([]);
    await expectTrainerStillInHerGroup();
  });

  it("holds the local lead part for an admin even for someone who did attend Train the Trainer: a trainer, never a local lead on their own say", async () => {
    const { client: gwen, userId } = await signUpParticipant(system.url, "Gwen Graduate", "gwen.graduate@example.org");
    expect((await followVerificationLink(system, "gwen.graduate@example.org")).status).toBe(200);
    // Staff record who attended the session that has happened.
    const roster = (await world.admin.get(`/api/sessions/${world.pastTtt.id}/roster`)).body;
    const listed = [...roster.attendees.map((attendee: { email: string }) => ({ email: attendee.email })), { email: "gwen.graduate@example.org" }];
    expect(
      (await world.admin.request("PATCH", `/api/sessions/${world.pastTtt.id}/attendeesList`, { participantsEmails: listed, status: "confirmed" })).status,
    ).toBe(200);
    expect((await submitPostTtt(gwen, world.pastTtt.id)).status).toBe(201);

    const upgraded = await signUpAsLead(gwen);
    expect(upgraded.status).toBe(200);
    expect(upgraded.body).toMatchObject({ role: "trainer", users: ["participant", "trainer"] });
    expect(await staffAccountsOf(gwen)).toEqual(["trainer"]);
    // Held for approval: no local lead powers, no way to approve herself, no trainer moved.
    expect((await gwen.get("/api/users/my-trainers")).status).toBe(403);
    expect((await gwen.post(`/api/users/${userId}/local-lead-request`, { decision: "approve" })).status).toBe(403);
    expect((await addTrainerToGroup(gwen)).status).toBe(403);
    expect((await world.admin.get("/api/local-lead-requests")).body.requests.map((request: { _id: string }) => request._id)).toEqual([userId]);
    await expectTrainerStillInHerGroup();
  });
});
