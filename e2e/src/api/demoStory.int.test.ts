import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, prepareInitialData } from "@wellbeing/scripts";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { allEvents } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// What a newcomer finds after `npm start` on a fresh install (issue 25): the demo's history, written
// through the command handlers, read back over HTTP as each demo account sees it.

let system: TestSystem;
const as = {} as Record<"admin" | "trainer" | "participant" | "visitor", ApiClient>;

beforeAll(async () => {
  system = await startTestSystem({ seedDemo: false });
  expect(await prepareInitialData(system, { environment: "development" }, new Date())).toBe("demo data seeded");
  for (const key of ["admin", "trainer", "participant"] as const) {
    as[key] = new ApiClient(system.url);
    await as[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD);
  }
  as.visitor = new ApiClient(system.url);
});

afterAll(async () => {
  await system.stop();
});

type Progress = {
  upcomingSessions: Array<{ id: string; shortId: string; modules: string[] }>;
  completedSessions: Array<{ id: string; shortId: string; modules: string[] }>;
};

it("the public course schedule shows the demo sessions (no 'No sessions currently available')", async () => {
  const schedule = await eventually(async () => {
    const answer = await as.visitor.get("/api/course-schedule?page=1&type=upcoming&sortAscending=true");
    return answer.status === 200 && answer.body.total >= 4 && answer.body;
  });
  // The seeded upcoming sessions of the demo lead's group (Train the Trainer and past ones are not listed).
  expect(schedule.sessions.map((session: { modules: string[] }) => session.modules.join("+"))).toEqual(expect.arrayContaining(["1", "2+3", "3"]));
});

it("participant@demo.test has a history: Module 1 done with its certificate to claim, Module 2's post-session evaluation due, Module 3 booked", async () => {
  const progress = await eventually(async () => {
    const answer = await as.participant.get("/api/participant/progress");
    return answer.body.completedSessions?.length === 2 && (answer.body as Progress);
  });
  expect(progress.upcomingSessions.map((session) => session.modules)).toEqual([["3"]]);
  const [moduleTwo, moduleOne] = progress.completedSessions;
  expect([moduleTwo!.modules, moduleOne!.modules]).toEqual([["2"], ["1"]]);

  const given = (await as.participant.get("/api/participant/responses")).body.responses as Array<{ sessionId: string; surveyType: string }>;
  expect(given).toEqual(
    expect.arrayContaining([
      { sessionId: moduleOne!.id, surveyType: "pre-course" },
      { sessionId: moduleOne!.id, surveyType: "post" },
    ]),
  );
  expect(given.filter((response) => response.sessionId === moduleTwo!.id)).toEqual([]);

  // Module 1's certificate waits to be claimed; Module 2 offers its post-session evaluation.
  expect((await as.participant.get(`/api/participant/session-details/${moduleOne!.id}`)).body).toMatchObject({ postEvaluationDone: true });
  expect((await as.participant.get(`/api/participant/session-details/${moduleTwo!.id}`)).body).toMatchObject({ postEvaluationDone: false });
  expect((await as.participant.get(`/api/participant?sessionId=${moduleTwo!.id}&surveyType=post`)).body).toMatchObject({ showSurvey: true });

  // Module 3 is booked: no next module to offer.
  expect((await as.participant.get("/api/participant/next-modules")).body).toEqual({ nextModules: [] });
});

it("the staff see participants and responses: the admin's reach, and each past session's results with enough responses to show", async () => {
  const reach = await eventually(async () => {
    const answer = await as.admin.post("/api/all/dashboard");
    return answer.body.responseCount >= 20 && answer.body;
  });
  // Confirmed places: 7 on Module 1, 7 on Module 2, 4 on Module 3.
  expect(reach).toMatchObject({ participantCount: 18, responseCount: 20 });

  const sessions = (await as.trainer.get("/api/users/sessions?type=all&page=1")).body.sessions as Array<{
    id: string;
    modules: string[];
    numberOfConfirmedParticipants: number;
  }>;
  const past = sessions.filter((session) => session.numberOfConfirmedParticipants === 7);
  expect(past).toHaveLength(2);
  const results = async (sessionId: string, surveyType: string) => (await as.trainer.get(`/api/session/${sessionId}/${surveyType}/responses`)).body;
  const moduleOne = past.find((session) => session.modules.includes("1"))!;
  const moduleTwo = past.find((session) => session.modules.includes("2"))!;
  expect(await results(moduleOne.id, "pre-course")).toMatchObject({ responsesNumber: 7, attendeesNumber: 7 });
  expect(await results(moduleOne.id, "post")).toMatchObject({ responsesNumber: 7, attendeesNumber: 7 });
  expect(await results(moduleTwo.id, "post")).toMatchObject({ responsesNumber: 6, attendeesNumber: 7 });
});

it("was written at the times it happened, each stream in order, and every response under a pseudonym", async () => {
  const events = await allEvents(system.store);
  expect(events.filter((event) => event.type === "SessionScheduled")).toHaveLength(8);
  const byStream = new Map<string, string[]>();
  for (const event of events) byStream.set(event.streamId, [...(byStream.get(event.streamId) ?? []), event.metadata.occurredAt]);
  for (const [stream, times] of byStream) expect(times, stream).toEqual([...times].sort());
  expect(events.filter((event) => event.type === "EvaluationSubmitted").every((event) => event.metadata.actorId === null)).toBe(true);
});
