import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VALIDATION } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { allEvents, eventCount, eventsMentioning } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

// Error reports (§1, §9): anyone may send one; a crash trace is kept at the 0.5 sample rate, a
// report a person wrote always; the words are sealed in the log; only admins list them.

let system: TestSystem;
const clients: Record<"admin" | "lead" | "trainer" | "participant", ApiClient> = {} as never;

beforeAll(async () => {
  system = await startTestSystem();
  for (const key of ["admin", "lead", "trainer", "participant"] as const) {
    clients[key] = new ApiClient(system.url);
    await clients[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD);
  }
});
afterAll(async () => {
  await system.stop();
});

const report = (overrides: Record<string, unknown> = {}) => ({
  reportId: randomUUID(),
  kind: "feedback",
  page: `${system.url}/dashboard`,
  error: "TypeError: Cannot read properties of undefined (reading 'map')",
  note: "I opened the dashboard",
  ...overrides,
});

const reportEvents = async () => (await allEvents(system.store)).filter((event) => event.type === "ErrorReported");

describe("POST /api/error-reports", () => {
  it("always keeps a person's feedback, seals its words, notes who was logged in, and records it once however often it is sent", async () => {
    const sent = report({ note: "Glenys Pritchard-Ifans pressed Save twice" });
    const first = await clients.participant.post("/api/error-reports", sent);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ recorded: true });
    expect(await clients.participant.post("/api/error-reports", sent)).toMatchObject({ status: 200, body: { recorded: true } });
    const stored = (await reportEvents()).filter((event) => (event.data as { reportId: string }).reportId === sent.reportId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.data).toMatchObject({ kind: "feedback", note: sent.note, reporterId: expect.any(String) });
    // In the store as kept, the words are sealed.
    expect(await eventsMentioning(system.sealedStore, ["Glenys Pritchard-Ifans"])).toEqual([]);
    // Anonymous reports are kept too.
    expect((await new ApiClient(system.url).post("/api/error-reports", report())).body).toEqual({ recorded: true });
  });

  it("keeps about half of the automatic crash traces (§9 sample rate 0.5), and records exactly those it says it kept", async () => {
    const traces = Array.from({ length: 40 }, () => report({ kind: "crash", note: null }));
    const answers = await Promise.all(traces.map((trace) => new ApiClient(system.url).post("/api/error-reports", trace)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const kept = traces.filter((_trace, index) => answers[index]!.body.recorded).map((trace) => trace.reportId);
    // 40 fair draws all landing one way has a chance of 2 in a trillion.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(40);
    const sent = new Set<string>(traces.map((trace) => trace.reportId));
    // A reader sees an event once every older transaction has ended: wait for them.
    await expect
      .poll(async () =>
        (await reportEvents())
          .map((event) => (event.data as { reportId: string }).reportId)
          .filter((id) => sent.has(id))
          .sort(),
      )
      .toEqual([...kept].sort());
  });

  it("refuses bad input with 400 and the field's message, appending nothing", async () => {
    const before = await eventCount(system);
    const refusal = async (body: unknown) => {
      const answer = await new ApiClient(system.url).post("/api/error-reports", body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return answer.body.fields;
    };
    expect(await refusal(report({ page: "   " }))).toEqual({ page: VALIDATION.required });
    expect(await refusal(report({ kind: "other" }))).toEqual({ kind: VALIDATION.required });
    expect(await refusal(report({ reportId: "not-an-id" }))).toHaveProperty("reportId");
    expect(await refusal(report({ note: "x".repeat(2001) }))).toEqual({ note: ENGLISH_TEXTS.input.tooLong(2000) });
    expect(await refusal(report({ error: { nested: true } }))).toHaveProperty("error");
    const { error: _error, ...noError } = report();
    expect(await refusal(noError)).toEqual({ error: VALIDATION.required });
    expect(await eventCount(system)).toBe(before);
  });
});

describe("GET /api/error-reports", () => {
  it("lists the reports to admins, newest first, with who sent them", async () => {
    const latest = report({ note: "The newest report" });
    await clients.participant.post("/api/error-reports", latest);
    // Other people's reports reach the read model (and a reader of the log) in their time: the list ends up holding every one stored.
    await expect
      .poll(async () => {
        const total = (await clients.admin.get("/api/error-reports")).body.total;
        return total > 0 && total === (await reportEvents()).length;
      })
      .toBe(true);
    const listed = await clients.admin.get("/api/error-reports");
    expect(listed.status).toBe(200);
    expect(listed.body.reports[0]).toMatchObject({
      id: latest.reportId,
      kind: "feedback",
      note: "The newest report",
      page: latest.page,
      reporter: { name: expect.any(String) },
    });
    expect(listed.body.reports[0].userAgent).toEqual(expect.any(String));
    const times = listed.body.reports.map((entry: { reportedAt: string }) => entry.reportedAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("refuses everyone else: 401 logged out, 403 for local leads, trainers and participants; a bad page is 400", async () => {
    expect((await new ApiClient(system.url).get("/api/error-reports")).status).toBe(401);
    for (const role of ["lead", "trainer", "participant"] as const) expect((await clients[role].get("/api/error-reports")).status, role).toBe(403);
    expect((await clients.admin.get("/api/error-reports?page=0")).status).toBe(400);
  });
});
