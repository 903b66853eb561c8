import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SurveyType } from "@wellbeing/domain";
import { allProjections, rebuildReadModels } from "@wellbeing/projector";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { readModelRows, rowDifferences, systemAtRest } from "@wellbeing/testkit/readModelRows";
import { recordAttendance } from "@wellbeing/testkit/attendance";
import { createSession, inDays, registerBeforeItEnded, sessionForm } from "@wellbeing/testkit/sessionCast";
import { completeSurveyForm } from "@wellbeing/testkit/surveyRespondents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Erasure reaches every copy (issue 24 §3, ARCHITECTURE.md "Where privacy lives"): after a realistic
// history with several account deletions interleaved, every read model the projector kept live equals,
// row for row and column for column, a fresh replay of the log by `npm run rebuild`'s machinery. A copy
// of sealed text that the live projection kept but a replay reads as erased (or the reverse) fails here.

let system: TestSystem;
const REPLAY_SCHEMA = "erasure_replay";
/** About 80 requests, a wait for the projector to pass them and a full rebuild: one CI run took 78 s on a busy 2-core machine. */
const LONG_CHAIN_MS = 240_000;

beforeAll(async () => {
  system = await startTestSystem();
});
afterAll(async () => {
  await system.db.raw("DROP SCHEMA IF EXISTS ?? CASCADE", [REPLAY_SCHEMA]);
  await system.stop();
});

const loggedIn = async (email: string) => {
  const client = new ApiClient(system.url);
  const { userId } = await client.logIn(email, DEMO_PASSWORD);
  return { client, userId, email };
};

/** A participant account (address proven), logged in. */
const participant = async (email: string, name: string) => {
  await registerAccount(system, { email, name, roles: ["participant"] });
  return loggedIn(email);
};

/** Submits a survey answered completely, with this person's own words as their job title (free text, sealed). */
const answer = async (person: { client: ApiClient }, sessionId: string, surveyType: SurveyType, jobTitle: string | null) => {
  const complete = completeSurveyForm(surveyType, jobTitle === null);
  const formState = jobTitle === null ? complete : { ...complete, "demographic.jobTitle": { answer: jobTitle, otherAnswer: null } };
  const submitted = await person.client.post("/api/survey/submit/", { sessionId, surveyType, formState, disagreedToResearch: false, questionIDList: [] });
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
};

const claimCertificate = async (person: { client: ApiClient }, sessionId: string, module: string, name: string) => {
  const cookie = person.client.cookieHeader!;
  const response = await fetch(`${system.url}/api/certificate/${sessionId}`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ module, name }),
  });
  expect(response.status).toBe(200);
};

const reportError = (client: ApiClient, note: string) =>
  client.post("/api/error-reports", { reportId: randomUUID(), kind: "feedback", page: `${system.url}/participant-dashboard`, error: "Error: it broke", note });

const readHistory = async (admin: ApiClient, query: string) => expect((await admin.get(`/api/audit/events?${query}`)).status).toBe(200);

const deleteAccount = async (person: { client: ApiClient; userId: string }) =>
  expect((await person.client.request("DELETE", `/api/users/${person.userId}`)).status).toBe(200);

const register = async (person: { client: ApiClient; email: string }, sessionId: string, message?: string) => {
  const registered = await person.client.request("PATCH", `/api/sessions/${sessionId}/confirm-email`, {
    email: person.email,
    status: "confirmed",
    ...(message ? { message } : {}),
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
};

/** As `register`, on a session that has ended since: the same command, run on a day before its first date. */
const registeredBeforeItEnded = async (person: { client: ApiClient; email: string }, sessionId: string, message?: string) => {
  const registered = await registerBeforeItEnded(system, person.client, sessionId, person.email, message ?? null);
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
};

it(
  "after deletions interleaved with sessions, registrations, evaluations, certificates, special requirements, error reports and history reads, every live read model equals a replay",
  async () => {
    const admin = await loggedIn(DEMO_ACCOUNTS.admin);
    const trainer = await loggedIn(DEMO_ACCOUNTS.trainer);
    const leadId = (await loggedIn(DEMO_ACCOUNTS.lead)).userId;
    const tegwenId = await registerAccount(system, {
      email: "tegwen.trainer@example.org",
      name: "Tegwen Hyfforddwr",
      roles: ["trainer"],
      localAuthorities: ["Newport"],
      localLeadId: leadId,
    });
    const tegwen = await loggedIn("tegwen.trainer@example.org");
    expect(tegwen.userId).toBe(tegwenId);

    const past = await createSession(
      trainer.client,
      sessionForm(trainer.userId, {
        modules: ["1", "2"],
        partnerTrainer2: tegwenId,
        dates: [
          { sessionDate: inDays(-9), startTime: "10:00", endTime: "12:00" },
          { sessionDate: inDays(-2), startTime: "10:00", endTime: "12:00" },
        ],
      }),
    );
    const upcoming = await createSession(
      tegwen.client,
      sessionForm(tegwenId, {
        modules: ["3"],
        contactEmail: "tegwen.trainer@example.org",
        dates: [{ sessionDate: inDays(12), startTime: "10:00", endTime: "12:00" }],
      }),
    );
    const later = await createSession(
      trainer.client,
      sessionForm(trainer.userId, { modules: ["1"], dates: [{ sessionDate: inDays(20), startTime: "13:00", endTime: "15:00" }] }),
    );

    const ana = await participant("ana.erasure@example.org", "Ana Anwybodus");
    const ben = await participant("ben.erasure@example.org", "Ben Bwrlwm");
    const cai = await participant("cai.erasure@example.org", "Cai Cyfrinach");

    // A past session attended (registered for before it began) and evaluated (free text in the pre-course), with certificates.
    await registeredBeforeItEnded(ana, past.id, "Ana needs a hearing loop");
    await registeredBeforeItEnded(ben, past.id);
    await registeredBeforeItEnded(cai, past.id, "Cai arrives late on Tuesdays");
    await recordAttendance(trainer.client, past.id, [ana.email, ben.email, cai.email]);
    await answer(ana, past.id, "pre-course", "Ana's own job title");
    await answer(ben, past.id, "pre-course", "Ben's own job title");
    await answer(cai, past.id, "pre-course", "Cai's own job title");
    await answer(ana, past.id, "post", null);
    await answer(ben, past.id, "post", null);
    await claimCertificate(ana, past.id, "1", "Ana Anwybodus");
    await claimCertificate(ana, past.id, "2", "Ana Anwybodus");
    await claimCertificate(ben, past.id, "1", "Ben Bwrlwm");
    // Corrected certificates: the first replaced by the second, for someone deleted and someone not.
    await answer(cai, past.id, "post", null);
    await claimCertificate(cai, past.id, "1", "Cai Cyfrinac");
    await claimCertificate(cai, past.id, "1", "Cai Cyfrinach");
    await claimCertificate(ana, past.id, "1", "Ana Anwybod");

    // Upcoming places, invitations, reports, and the history read.
    await register(ana, upcoming.id, "Ana needs a quiet room");
    await register(ben, upcoming.id);
    await register(cai, later.id);
    expect(
      (await trainer.client.post(`/api/sessions/${later.id}/emails?type=registration`, { recipients: ["dewi.invited@example.org", "ana.erasure@example.org"] }))
        .status,
    ).toBe(200);
    expect((await reportError(ana.client, "Ana's words in a report")).status).toBe(200);
    expect((await reportError(new ApiClient(system.url), "Nobody's words in a report")).status).toBe(200);
    await readHistory(admin.client, `subject=${ana.userId}`);

    await deleteAccount(ana);

    expect((await ben.client.request("DELETE", `/api/sessions/${upcoming.id}/registration`, { removalReason: "Ben has moved to Swansea" })).status).toBe(200);
    const dewi = await participant("dewi.invited@example.org", "Dewi Dirgel");
    await register(dewi, later.id, "Dewi would like a printed workbook");
    await answer(dewi, later.id, "pre-course", "Dewi's own job title");
    await readHistory(admin.client, "type=EvaluationSubmitted");

    await deleteAccount(tegwen);

    expect((await reportError(cai.client, "Cai's words in a report")).status).toBe(200);
    await readHistory(admin.client, `stream=session-${past.id}`);
    await deleteAccount(ben);
    await deleteAccount(dewi);
    await readHistory(admin.client, "page=1");

    // Every reaction (a leaver's follow-up e-mails cancelled) and every projection has passed the last event; then the log is replayed from position 0 into a schema of its own.
    await expect.poll(() => systemAtRest(system)).toBe(true);
    const live = await readModelRows(system.db);
    await system.db.raw("CREATE SCHEMA IF NOT EXISTS ??", [REPLAY_SCHEMA]);
    await rebuildReadModels({ store: system.store, db: system.db, projections: allProjections, liveSchema: REPLAY_SCHEMA });
    const replayed = await readModelRows(system.db, REPLAY_SCHEMA);

    expect(Object.values(live).flat().length).toBeGreaterThan(100);
    expect(rowDifferences(live, replayed)).toEqual({});
    // And what they hold is right: the deleted people's words are gone from every copy, the others' stay.
    const everyRow = Object.values(live).flat().join("\n");
    for (const gone of [
      "Ana's own job title",
      "Ben's own job title",
      "Dewi's own job title",
      "Ana needs",
      "Dewi would like",
      "Ben has moved",
      "Ana's words",
      "Anwybod",
      "Hyfforddwr",
      "tegwen.trainer",
    ]) {
      expect(everyRow, gone).not.toContain(gone);
    }
    for (const kept of ["Cai's own job title", "Cai arrives late", "Cai's words", "Nobody's words", "Cai Cyfrinach"]) expect(everyRow, kept).toContain(kept);
    expect(live.certificates!.filter((row) => row.includes('"replaced_by": "'))).toHaveLength(2);
  },
  LONG_CHAIN_MS,
);
