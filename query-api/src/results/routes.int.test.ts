import { beforeAll, describe, expect, it } from "vitest";
import { en, type FormState, type SurveyType } from "@wellbeing/domain";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { sessionCastSuite } from "@wellbeing/testkit/sessionCastSuite";
import { completeSurveyForm, signedInParticipant, submitSurvey } from "@wellbeing/testkit/surveyRespondents";

// POST /api/users/:id/results (§2.16, §7) over the running system: whose results each role may see
// (from the token, never the filters), the figures against hand-computed ones, and the live word.

const suite = sessionCastSuite();

const participant = (email: string) => signedInParticipant(suite.system, email);

/** A complete form whose statements are all `stars`, with `peopleSeen` people seen and `wellbeing` wellbeing conversations. */
const behaviourForm = (surveyType: SurveyType, stars: number, peopleSeen: number, wellbeing: number): FormState =>
  Object.fromEntries(
    Object.entries(completeSurveyForm(surveyType, false)).map(([code, answer]) => {
      if (code.startsWith("statements.")) return [code, { answer: stars, otherAnswer: null }];
      if (code === "behaviour.peopleSeen") return [code, { answer: peopleSeen, otherAnswer: null }];
      if (code === "behaviour.wellbeing") return [code, { answer: wellbeing, otherAnswer: null }];
      return [code, answer];
    }),
  );

const submit = async (client: ApiClient, sessionId: string, surveyType: SurveyType, formState: FormState) => {
  const answer = await submitSurvey(client, sessionId, surveyType, formState);
  expect(answer.status).toBe(201);
  return answer.headers.get("x-consistency-token")!;
};

const results = (client: ApiClient, id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  client.post(`/api/users/${id}/results`, body, headers);

type Point = {
  conversation: string;
  surveyType: string;
  respondents: number;
  everyoneRespondents: number;
  measures: Array<{ measure: string; mean: number | null; everyoneMean: number | null }>;
};
const wellbeingPreCourse = (body: { newSurveys: { behavioural: Point[] } }) =>
  body.newSurveys.behavioural.find((point) => point.conversation === "wellbeing" && point.surveyType === "pre-course");
const means = (point: Point | undefined) =>
  Object.fromEntries((point?.measures ?? []).map(({ measure, mean, everyoneMean }) => [measure, [mean, everyoneMean]]));

/** `count` participants registered for a session (a batch: the disclosure rule releases answers five at a time). */
const cohort = async (sessionId: string, name: string, count = 5) => {
  const people = [];
  for (let index = 1; index <= count; index += 1) {
    const person = await participant(`${name}${index}.results@example.org`);
    expect((await registerBeforeItEnded(suite.system, person.client, sessionId, person.email)).status).toBe(200);
    people.push(person);
  }
  return people;
};

/**
 * Five answer on the trainer's session (stars 3, 10 seen, 5 wellbeing talks), five on the other lead's
 * trainer's (stars 5, 4 seen, 0 talks); the first five also give the post-session evaluation.
 */
const world = async () => {
  const { as, ids } = suite.cast;
  const past = { dates: [{ sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" }] };
  const ours = await createSession(as.trainer, sessionForm(ids.trainer, past));
  const theirs = await createSession(as.otherTrainer, sessionForm(ids.otherTrainer, past));
  const anas = await cohort(ours.id, "ana");
  const bens = await cohort(theirs.id, "ben");
  for (const ana of anas) await submit(ana.client, ours.id, "pre-course", behaviourForm("pre-course", 3, 10, 5));
  for (const ben of bens) await submit(ben.client, theirs.id, "pre-course", behaviourForm("pre-course", 5, 4, 0));
  let last = "";
  for (const ana of anas) last = await submit(ana.client, ours.id, "post", completeSurveyForm("post", true));
  return { ours, theirs, anas, token: { "x-consistency-token": last } };
};

let built: ReturnType<typeof world> | null = null;
const given = () => (built ??= world());

// Fifteen submissions: built once, before the tests, within the hooks' longer time.
beforeAll(async () => {
  await given();
}, 400_000);

describe("results figures (§2.16)", () => {
  it("gives the trainer their own figures beside everyone's, computed by hand", async () => {
    const { token } = await given();
    const { as, ids } = suite.cast;
    const answer = await results(as.trainer, ids.trainer, { target: "me", course: "C5" }, token);
    expect(answer.status).toBe(200);
    // Each of ours: capability (3 + 3) × 10 = 60, opportunity 9 × 2/3 × 10 = 60, motivation 12 × 5 = 60, behaviour 5 ÷ 10 = 50 %.
    // Each of theirs: 100, 100, 100 and 0 ÷ 4 = 0 % (a real 0). Everyone: the means of all ten.
    const point = wellbeingPreCourse(answer.body);
    expect(point).toMatchObject({ respondents: 5, everyoneRespondents: 10 });
    expect(means(point)).toEqual({ capability: [60, 80], opportunity: [60, 80], motivation: [60, 80], behaviour: [50, 25] });
    // Reach: five pre-course and five post responses over the five confirmed attendees of the trainer's C5 sessions.
    expect(answer.body.newSurveys.reach.surveys).toEqual(
      expect.arrayContaining([
        { surveyType: "pre-course", responses: 5, responseRate: 100 },
        { surveyType: "post", responses: 5, responseRate: 100 },
      ]),
    );
    expect(answer.body.newSurveys.reach.modules.find((row: { module: string }) => row.module === "1")).toMatchObject({ confirmedParticipants: 5 });
    // Trainer feedback: their 'about your trainer' answers, all the first label, are everyone's too.
    const feedback = answer.body.newSurveys.trainerFeedback.find((row: { item: string }) => row.item === "explainedClearly");
    expect(feedback).toMatchObject({ surveyType: "post", responses: 5, everyoneResponses: 5 });
    expect(feedback.answers[0]).toEqual({ answer: "stronglyDisagree", share: 100, everyoneShare: 100 });
    expect(answer.body).toMatchObject({ course: "C5", registrationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), sessionCount: expect.any(Number) });
  });

  it("counts a local lead's group and everything for an admin", async () => {
    const { token } = await given();
    const { as, ids } = suite.cast;
    const group = await results(as.lead, ids.lead, { target: "myGroup", course: "C5" }, token);
    expect(wellbeingPreCourse(group.body)).toMatchObject({ respondents: 5, everyoneRespondents: 10 });
    const all = await results(as.admin, ids.admin, { target: "all", course: "C5" }, token);
    expect(means(wellbeingPreCourse(all.body))).toEqual({ capability: [80, 80], opportunity: [80, 80], motivation: [80, 80], behaviour: [25, 25] });
    const otherGroup = await results(as.admin, ids.otherLead, { target: "localLeadGroup", course: "C5" }, token);
    expect(means(wellbeingPreCourse(otherGroup.body))).toEqual({ capability: [100, 80], opportunity: [100, 80], motivation: [100, 80], behaviour: [0, 25] });
    expect(otherGroup.body.name).toBe("Olly Otherlead");
  });

  it("lets filters narrow what the token allows, never widen it", async () => {
    const { token } = await given();
    const { as, ids } = suite.cast;
    const widened = await results(as.trainer, ids.trainer, { target: "me", course: "C5", filters: { trainers: [ids.otherTrainer] } }, token);
    expect(widened.status).toBe(200);
    expect(wellbeingPreCourse(widened.body)).toMatchObject({ respondents: 0, everyoneRespondents: 10 });
    const narrowed = await results(as.admin, ids.admin, { target: "all", course: "C5", filters: { trainers: [ids.otherTrainer] } }, token);
    expect(means(wellbeingPreCourse(narrowed.body)).capability).toEqual([100, 80]);
  });
});

describe("whose results each role may see (from the token)", () => {
  const ask = (who: "admin" | "lead" | "trainer" | "participant", id: string, target: string) => results(suite.cast.as[who], id, { target, course: "C5" });

  it("a trainer: themself only", async () => {
    const { ids } = suite.cast;
    expect((await ask("trainer", ids.trainer, "me")).status).toBe(200);
    expect((await ask("trainer", ids.trainer, "trainer")).status).toBe(200);
    for (const [id, target] of [
      [ids.otherTrainer, "me"],
      [ids.otherTrainer, "trainer"],
      [ids.trainer, "myGroup"],
      [ids.lead, "localLeadGroup"],
      [ids.trainer, "all"],
    ] as const) {
      expect((await ask("trainer", id, target)).status).toBe(403);
    }
  });

  it("a local lead: themself, their group, a trainer of their group", async () => {
    const { ids } = suite.cast;
    for (const [id, target] of [
      [ids.lead, "me"],
      [ids.lead, "myGroup"],
      [ids.lead, "localLeadGroup"],
      [ids.trainer, "trainer"],
    ] as const) {
      expect((await ask("lead", id, target)).status).toBe(200);
    }
    for (const [id, target] of [
      [ids.otherTrainer, "trainer"],
      [ids.otherLead, "localLeadGroup"],
      [ids.otherLead, "myGroup"],
      [ids.lead, "all"],
    ] as const) {
      expect((await ask("lead", id, target)).status).toBe(403);
    }
  });

  it("an admin: everything; an unknown trainer or lead is not found", async () => {
    const { ids } = suite.cast;
    for (const [id, target] of [
      [ids.admin, "all"],
      [ids.otherTrainer, "trainer"],
      [ids.otherLead, "localLeadGroup"],
    ] as const) {
      expect((await ask("admin", id, target)).status).toBe(200);
    }
    expect((await ask("admin", "0190a000-0000-7000-8000-0000000000ff", "trainer")).status).toBe(404);
    expect((await ask("admin", ids.trainer, "localLeadGroup")).status).toBe(404);
    expect((await ask("admin", ids.admin, "myGroup")).status).toBe(403);
  });

  it("one trainer's own results need their consent when someone else asks (§6, §8): refused with the text while withdrawn, open again once given", async () => {
    const { as, ids } = suite.cast;
    expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    try {
      for (const viewer of ["lead", "admin"] as const) {
        await expect.poll(async () => (await ask(viewer, ids.trainer, "trainer")).status).toBe(403);
        expect((await ask(viewer, ids.trainer, "trainer")).body).toEqual({ error: en.resultsAccess.refused });
      }
      // Their own page and the group's page stay open.
      expect((await ask("trainer", ids.trainer, "me")).status).toBe(200);
      expect((await ask("lead", ids.lead, "myGroup")).status).toBe(200);
    } finally {
      expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    }
    await expect.poll(async () => (await ask("lead", ids.trainer, "trainer")).status).toBe(200);
  });

  it("a withdrawn consent reaches the group's and everyone's answer figures, not the reach counts; given again, they count again (issue 24 §3)", async () => {
    await given();
    const { as, ids } = suite.cast;
    const figures = async (who: "admin" | "lead" | "trainer" | "otherTrainer", id: string, target: string) => {
      const answer = await results(as[who], id, { target, course: "C5" });
      expect(answer.status).toBe(200);
      const feedback = answer.body.newSurveys.trainerFeedback.find((row: { item: string }) => row.item === "explainedClearly");
      const preCourse = answer.body.newSurveys.reach.surveys.find((row: { surveyType: string }) => row.surveyType === "pre-course");
      return {
        point: wellbeingPreCourse(answer.body),
        feedback: feedback ? [feedback.responses, feedback.everyoneResponses] : null,
        reach: preCourse.responses,
      };
    };
    const counted = async () => ({
      group: await figures("lead", ids.lead, "myGroup"),
      all: await figures("admin", ids.admin, "all"),
      own: await figures("trainer", ids.trainer, "me"),
      someoneElse: await figures("otherTrainer", ids.otherTrainer, "me"),
    });
    const given5 = await counted();
    expect(given5.group).toMatchObject({ point: { respondents: 5, everyoneRespondents: 10 }, feedback: [5, 5], reach: 5 });
    expect(given5.all).toMatchObject({ point: { respondents: 10, everyoneRespondents: 10 }, feedback: [5, 5], reach: 10 });
    expect(given5.someoneElse).toMatchObject({ point: { respondents: 5, everyoneRespondents: 10 } });

    expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: false })).status).toBe(200);
    try {
      await expect.poll(async () => (await figures("lead", ids.lead, "myGroup")).point?.respondents ?? 0).toBe(0);
      const withdrawn = await counted();
      // Her sessions' answers count for nobody else, here or in everyone's; her own page still has them all; reach still counts her sessions' responses.
      expect(withdrawn.group).toMatchObject({ point: { respondents: 0, everyoneRespondents: 5 }, feedback: null, reach: 5 });
      expect(withdrawn.all).toMatchObject({ point: { respondents: 5, everyoneRespondents: 5 }, feedback: null, reach: 10 });
      expect(means(withdrawn.all.point)).toEqual({ capability: [100, 100], opportunity: [100, 100], motivation: [100, 100], behaviour: [0, 0] });
      expect(withdrawn.someoneElse).toMatchObject({ point: { respondents: 5, everyoneRespondents: 5 } });
      expect(withdrawn.own).toMatchObject({ point: { respondents: 5, everyoneRespondents: 10 }, feedback: [5, 5] });
    } finally {
      expect((await as.trainer.request("PUT", "/api/my-account/results-access", { consent: true })).status).toBe(200);
    }
    await expect.poll(async () => (await figures("lead", ids.lead, "myGroup")).point?.respondents ?? 0).toBe(5);
    expect(await counted()).toEqual(given5);
  });

  it("refuses participants, anonymous callers and bad input", async () => {
    const { as, ids } = suite.cast;
    expect((await ask("participant", ids.participant, "me")).status).toBe(403);
    expect((await results(as.anonymous, ids.trainer, { target: "me", course: "C5" })).status).toBe(401);
    const badTarget = await results(as.trainer, ids.trainer, { target: "everyone", course: "NOPE", filters: { trainers: ["x"] } });
    expect(badTarget.status).toBe(400);
    const fields = Object.keys(badTarget.body.fields);
    expect(fields).toEqual(expect.arrayContaining(["course", "target"]));
    expect(fields.some((field) => field.startsWith("filters.trainers"))).toBe(true);
    expect((await as.trainer.post("/api/users/not-an-id/results", { target: "me", course: "C5" })).status).toBe(404);
  });
});

describe("live results", () => {
  it("tells every staff member when a response arrives", async () => {
    const { ours } = await given();
    const { as } = suite.cast;
    const sockets = await Promise.all([as.trainer, as.otherLead, as.admin].map((client) => openLiveSocket(suite.system.url, client.sessionCookie)));
    const cara = await participant("cara.results@example.org");
    expect((await registerBeforeItEnded(suite.system, cara.client, ours.id, cara.email)).status).toBe(200);
    await submit(cara.client, ours.id, "pre-course", behaviourForm("pre-course", 4, 2, 1));
    for (const socket of sockets) {
      await eventually(async () => socket.messages.some((message) => message.topics.includes("results")));
      socket.close();
    }
  });
});
