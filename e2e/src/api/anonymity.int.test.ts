import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOMAIN_EVENT_TYPES, decodeAuditCursor, questionnaireOf, questionsOf, visibleGroups, type FormState, type SurveyType } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import type { RecordedEvent } from "@wellbeing/platform";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { isTo, registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { createSession, inDays, registerFor, sessionForm } from "@wellbeing/testkit/sessionCast";
import { allEvents } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

/** Every audit endpoint with every filter and page, for three readers: 3 s alone, over 60 s beside the whole suite at load average 17. */
const EVERY_READ_MS = 240_000;

// Issue 24 §2, played as the adversary: an admin and an auditor read every audit endpoint with every
// filter, page through all of it, look at a session as it was, and poll the history before and after
// each submission; the trainer reads the roster. With the store itself as the oracle (what each
// response's answers, id, pseudonym, commit and correlation really are), nothing they read may tie a
// response to a person: no answer, response id or pseudonym in anything they see, and no row of a
// response carrying a position, id, correlation, causation, actor, revision or time finer than the day.

let system: TestSystem;
const as = {} as Record<"admin" | "auditor" | "trainer", ApiClient>;
const ids = {} as Record<"admin" | "auditor" | "trainer", string>;
type Person = { readonly name: string; readonly email: string; readonly userId: string; readonly client: ApiClient };
const people: Person[] = [];
let session: { id: string; shortId: string };

type EventView = {
  position: string | null;
  eventId: string | null;
  streamId: string;
  revision: number | null;
  type: string;
  actorId: string | null;
  correlationId: string | null;
  causationId: string | null;
  occurredAt: string;
  anonymous: boolean;
  data: Record<string, unknown>;
  personal: unknown[];
};
type Page = { events: EventView[]; total: number; older: string | null; newer: string | null };

/** Everything the adversary was answered, as text, and every page's cursors. */
const seen: string[] = [];
const cursors: string[] = [];
const rowsSeen: EventView[] = [];

const read = async (who: ApiClient, path: string) => {
  const answer = await who.get(path);
  expect(answer.status, path).toBe(200);
  seen.push(JSON.stringify(answer.body));
  return answer.body;
};

/** Every page of the history for a query, following `older` to the end. */
const everyPage = async (who: ApiClient, query: string): Promise<EventView[]> => {
  const rows: EventView[] = [];
  let page = (await read(who, `/api/audit/events?${query}`)) as Page;
  for (;;) {
    rows.push(...page.events);
    for (const cursor of [page.older, page.newer]) if (cursor) cursors.push(cursor);
    if (!page.older) break;
    page = (await read(who, `/api/audit/events?${[query, `before=${page.older}`].filter(Boolean).join("&")}`)) as Page;
  }
  rowsSeen.push(...rows);
  return rows;
};

/** A form whose every free-text answer is a marker only this person wrote. */
const markedForm = (surveyType: SurveyType, marker: string, demographicsKnown: boolean): FormState => {
  const groups = visibleGroups(questionnaireOf("v1"), surveyType, { demographicsKnown });
  const form = completeForm(groups);
  const texts = questionsOf(groups).filter((question) => question.kind === "text");
  return { ...form, ...Object.fromEntries(texts.map((question) => [question.code, { answer: `${marker} ${question.code}`, otherAnswer: null }])) };
};
const markerOf = (name: string, surveyType: SurveyType) => `secret-of-${name}-${surveyType}`;

const submit = (client: ApiClient, surveyType: SurveyType, formState: FormState, extra: Record<string, unknown> = {}) =>
  client.post("/api/survey/submit/", {
    sessionId: session.id,
    surveyType,
    formState,
    disagreedToResearch: surveyType === "post",
    questionIDList: [],
    ...extra,
  });

/** What a poller sees: the newest page of the history (admin), every event naming the session (auditor), and the trainer's roster. */
const poll = async () => ({
  rows: [...((await read(as.admin, "/api/audit/events")) as Page).events, ...(await everyPage(as.auditor, `subject=${session.id}`))],
  roster: await read(as.trainer, `/api/sessions/${session.id}/roster`),
});

/** Submits, then polls until the history holds one more response than before: what appeared in between. */
const submitWatched = async (submission: () => Promise<{ status: number }>) => {
  const before = await poll();
  const responsesBefore = before.rows.filter((row) => row.anonymous && row.type === "EvaluationSubmitted").length;
  expect((await submission()).status).toBe(201);
  await expect.poll(async () => ((await read(as.auditor, `/api/audit/events?stream=evaluation-${session.id}`)) as Page).total).toBe(responsesBefore + 1);
  const after = await poll();
  // Rows as the poller tells them apart: by what they show (two responses of a type on a day look alike, which is the point).
  const known = new Map<string, number>();
  for (const row of before.rows) known.set(JSON.stringify(row), (known.get(JSON.stringify(row)) ?? 0) + 1);
  const appeared = after.rows.filter((row) => {
    const left = known.get(JSON.stringify(row)) ?? 0;
    known.set(JSON.stringify(row), left - 1);
    return left <= 0;
  });
  return { appeared, roster: after.roster };
};

const storedResponses = async (): Promise<RecordedEvent[]> => (await allEvents(system.store)).filter((event) => event.streamId.startsWith("evaluation-"));

beforeAll(async () => {
  system = await startTestSystem({ seedDemo: false });
  const account = async (key: "admin" | "auditor" | "trainer", roles: Array<"admin" | "auditor" | "trainer">) => {
    const email = `${key}.anonymity@example.org`;
    ids[key] = await registerAccount(system, { email, name: `The ${key}`, roles, localAuthorities: key === "trainer" ? ["Newport"] : [] });
    as[key] = new ApiClient(system.url);
    await as[key].logIn(email, DEMO_PASSWORD);
  };
  await account("admin", ["admin"]);
  await account("auditor", ["auditor"]);
  await account("trainer", ["trainer"]);
  // A session of module 1 that starts today: its pre-course and post-session evaluations are both open.
  session = await createSession(
    as.trainer,
    sessionForm(ids.trainer, { dates: [{ sessionDate: inDays(0), startTime: "00:00", endTime: "23:00" }], contactEmail: "trainer.anonymity@example.org" }),
  );
  for (const name of ["ana", "ben", "cai"]) {
    const email = `${name}.anonymity@example.org`;
    const userId = await registerAccount(system, { email, name: `${name} Person`, roles: ["participant"] });
    const client = new ApiClient(system.url);
    await client.logIn(email, DEMO_PASSWORD);
    expect((await registerFor(client, session.id, email)).status).toBe(200);
    people.push({ name, email, userId, client });
  }
}, 180_000);

afterAll(async () => {
  await system?.stop();
});

describe("nothing links a response to a person, for an admin, an auditor or the trainer (issue 24 §2)", () => {
  it("polled before and after each submission, the history and the roster show a response came, never whose it is", async () => {
    const [ana, ben, cai] = people as [Person, Person, Person];
    const watched = [
      await submitWatched(() => submit(ana.client, "pre-course", markedForm("pre-course", markerOf("ana", "pre-course"), false))),
      await submitWatched(() => submit(ben.client, "pre-course", markedForm("pre-course", markerOf("ben", "pre-course"), false))),
      // Cai opens the pre-course link of her confirmation e-mail on another device, logged out (issue 25): it counts as hers.
      await submitWatched(async () => {
        const confirmation = await system.mail.waitFor((mail) => isTo(cai.email)(mail) && mail.text.includes("/pre-course?t="));
        const linkToken = /\/pre-course\?t=([A-Za-z0-9_.-]+)/.exec(confirmation.text)![1]!;
        return submit(new ApiClient(system.url), "pre-course", markedForm("pre-course", markerOf("cai", "pre-course"), false), { linkToken });
      }),
      // A visitor's pre-course response, linked to no one.
      await submitWatched(() => submit(new ApiClient(system.url), "pre-course", markedForm("pre-course", markerOf("visitor", "pre-course"), false))),
      await submitWatched(() => submit(ana.client, "post", markedForm("post", markerOf("ana", "post"), true))),
      await submitWatched(() => submit(cai.client, "post", markedForm("post", markerOf("cai", "post"), true))),
      await submitWatched(() => submit(ben.client, "post", markedForm("post", markerOf("ben", "post"), true))),
    ];
    for (const { appeared, roster: rosterAfter } of watched) {
      const responses = appeared.filter((row) => row.anonymous);
      expect(responses.map((row) => row.type)).toEqual(["EvaluationSubmitted"]);
      for (const row of responses) expectAnonymousRow(row);
      // The trainer's roster says who answered which evaluation, never when, nor anything of the answers.
      for (const attendee of (rosterAfter as { attendees: Array<Record<string, unknown>> }).attendees) {
        expect(Object.keys(attendee).sort()).toEqual([
          "email",
          "evaluations",
          "name",
          "participantId",
          "postEvaluationDone",
          "registeredAt",
          "selfRegistered",
          "status",
        ]);
      }
    }
    const roster = (await read(as.trainer, `/api/sessions/${session.id}/roster`)) as { attendees: Array<{ email: string; evaluations: string[] }> };
    expect(roster.attendees.map((attendee) => [attendee.email, [...attendee.evaluations].sort()])).toEqual(
      people.map((person) => [person.email, ["post", "pre-course"]]),
    );
  });

  it(
    "reading every endpoint with every filter, every page, and the session as it was, nothing they see carries a response's answers, id, pseudonym, commit or correlation",
    async () => {
      const all = await allEvents(system.store);
      const responseIds = new Set<string>();
      const pseudonyms = new Set<string>();
      for (const event of all) {
        const data = event.data as { responseId?: string; respondent?: string; pseudonym?: string | null };
        if (event.type === "EvaluationSubmitted") responseIds.add(data.responseId!).add(event.eventId);
        if (data.respondent) pseudonyms.add(data.respondent);
        if (event.type === "RespondentPseudonymAssigned" && data.pseudonym) pseudonyms.add(data.pseudonym);
      }
      expect(responseIds.size).toBe(14);
      expect(pseudonyms.size).toBe(4);

      for (const who of [as.admin, as.auditor]) {
        const everything = await everyPage(who, "");
        const streams = new Set(everything.map((row) => row.streamId));
        const actors = new Set(everything.flatMap((row) => (row.actorId ? [row.actorId] : [])));
        const subjects = new Set([
          session.id,
          ...Object.values(ids),
          ...people.map((person) => person.userId),
          ...everything.flatMap((row) => JSON.stringify(row).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []),
        ]);
        for (const stream of streams) await everyPage(who, `stream=${encodeURIComponent(stream)}`);
        for (const person of people)
          for (const stream of [`respondent-${person.userId}`, `user-${person.userId}`, `attendance-${person.userId}`])
            await everyPage(who, `stream=${stream}`);
        for (const type of DOMAIN_EVENT_TYPES) await everyPage(who, `type=${type}`);
        for (const actor of actors) await everyPage(who, `actor=${actor}`);
        for (const subject of subjects) await everyPage(who, `subject=${subject}`);
        await everyPage(who, `from=${inDays(-1)}&to=${inDays(1)}`);
        await everyPage(who, `subject=${session.id}&type=EvaluationSubmitted&from=${inDays(0)}&to=${inDays(0)}`);
        for (const event of all.filter((stored) => stored.streamId === `session-${session.id}` || stored.streamId === `roster-${session.id}`)) {
          await read(who, `/api/audit/sessions/${session.id}/as-of?at=${encodeURIComponent(event.metadata.occurredAt)}`);
        }
      }
      await read(as.trainer, `/api/sessions/${session.id}/roster`);

      // Every response-side row is anonymous, and every anonymous row says no more than the roster.
      const responseRows = rowsSeen.filter((row) => row.streamId.startsWith("evaluation-"));
      expect(responseRows.length).toBeGreaterThan(0);
      for (const row of responseRows) expectAnonymousRow(row);

      const text = seen.join("\n");
      const secrets = [
        ...responseIds,
        ...pseudonyms,
        ...[...people.map((person) => person.name), "visitor"].flatMap((name) => [markerOf(name, "pre-course"), markerOf(name, "post")]),
        ...questionsOf(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false })).map((question) => question.code),
        ...questionsOf(visibleGroups(questionnaireOf("v1"), "post", { demographicsKnown: true })).map((question) => question.code),
        "disagreedToResearch",
        "demographicsGiven",
        "writtenAnswers",
      ];
      for (const secret of secrets) expect(text.includes(secret), `the history shows ${secret}`).toBe(false);

      // The store's response events: each in its own correlation, none of which any reader sees; a page
      // that starts at a response's row starts at its day's anchor, never at the response's own commit.
      const responses = await storedResponses();
      const responseCommits = new Set(responses.map((event) => String(event.position.commit)));
      for (const event of responses) {
        expect(event.metadata).toMatchObject({ actorId: null, causationId: null });
        expect(event.metadata.occurredAt).toMatch(/T00:00:00\.000Z$/);
        expect(text).not.toContain(event.metadata.correlationId);
        expect(all.filter((other) => other.metadata.correlationId === event.metadata.correlationId)).toHaveLength(1);
      }
      const atResponses = cursors.map((cursor) => decodeAuditCursor(cursor)!).filter((place) => place.rank === 1);
      expect(atResponses.length).toBeGreaterThan(0);
      for (const place of atResponses) expect(responseCommits.has(place.commit)).toBe(false);
    },
    EVERY_READ_MS,
  );
});

/** A response's row says what the roster says (a response of a type to the session, on a day) and nothing of its own. */
const expectAnonymousRow = (row: EventView) => {
  expect(row).toMatchObject({
    anonymous: true,
    position: null,
    eventId: null,
    revision: null,
    actorId: null,
    correlationId: null,
    causationId: null,
    personal: [],
  });
  expect(row.streamId).toBe(`evaluation-${session.id}`);
  expect(row.occurredAt).toMatch(/T00:00:00\.000Z$/);
  expect(
    Object.keys(row.data).every((field) => ["sessionId", "surveyType", "course", "modules", "questionnaireVersion", "movedTo", "movedFrom"].includes(field)),
  ).toBe(true);
};
