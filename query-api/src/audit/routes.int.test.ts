import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRODUCT_TEXTS } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { passwordLinkIn, registerAccount } from "@wellbeing/testkit/accountHelpers";
import { ApiClient } from "@wellbeing/testkit/apiClient";
import { createSession, sessionForm } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// The event history (issue 15): who may read it, what each reader sees of personal data, erased
// people, a session as it was, bad queries, the record of every read, and an auditor who can change nothing.

let system: TestSystem;
type Who = "admin" | "lead" | "trainer" | "participant" | "auditor";
const as = {} as Record<Who, ApiClient>;
const ids = {} as Record<Who, string>;
const anonymous = () => new ApiClient(system.url);
const AUDITOR = "aud.itor@example.org";
const AUDITOR_PASSWORD = "Aud1tor-pass!";

type EventView = {
  type: string;
  streamId: string;
  actorId: string | null;
  occurredAt: string;
  data: Record<string, unknown>;
  personal: Array<{ field: string; value: { state: string; value?: unknown } }>;
};
const personalOf = (event: EventView, field: string) => event.personal.find((entry) => entry.field === field)?.value;

/** The history as `who` reads it, polled until `until` holds (the index follows the store). */
const historyFor = async (who: ApiClient, query: string, until: (events: EventView[]) => boolean) => {
  let events: EventView[] = [];
  await expect
    .poll(async () => {
      const answer = await who.get(`/api/audit/events?${query}`);
      events = answer.status === 200 ? answer.body.events : [];
      return until(events);
    })
    .toBe(true);
  return events;
};

beforeAll(async () => {
  system = await startTestSystem();
  for (const who of ["admin", "lead", "trainer", "participant"] as const) {
    as[who] = new ApiClient(system.url);
    ids[who] = (await as[who].logIn(DEMO_ACCOUNTS[who], DEMO_PASSWORD)).userId;
  }
  // An admin grants the auditor role from Add New User (no local authorities: an auditor delivers nothing); the auditor sets a password from the e-mail.
  const added = await as.admin.post("/api/users/", { name: "Aled Auditor", email: AUDITOR, role: "auditor" });
  expect(added.status).toBe(201);
  ids.auditor = added.body._id;
  const invitation = await system.mail.waitFor((mail) => mail.to.includes(AUDITOR));
  expect((await anonymous().post("/api/users/reset-password", { token: passwordLinkIn(invitation).token, newPassword: AUDITOR_PASSWORD })).status).toBe(200);
  as.auditor = new ApiClient(system.url);
  const loggedIn = await as.auditor.logIn(AUDITOR, AUDITOR_PASSWORD);
  expect(loggedIn).toMatchObject({ userId: ids.auditor, role: "auditor" });
}, 120_000);
afterAll(async () => {
  await system.stop();
});

describe("who may read the event history", () => {
  it("answers admins and auditors, refuses trainers, local leads and participants (403) and anonymous callers (401)", async () => {
    for (const who of ["admin", "auditor"] as const) {
      const answer = await as[who].get("/api/audit/events");
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ pageSize: 25, total: expect.any(Number), events: expect.any(Array), newer: null });
    }
    for (const who of ["lead", "trainer", "participant"] as const) {
      expect((await as[who].get("/api/audit/events")).status).toBe(403);
      expect((await as[who].get(`/api/audit/sessions/${ids.admin}/as-of?at=2026-01-01T00:00:00Z`)).status).toBe(403);
    }
    expect((await anonymous().get("/api/audit/events")).status).toBe(401);
    expect((await anonymous().get(`/api/audit/sessions/${ids.admin}/as-of?at=2026-01-01T00:00:00Z`)).status).toBe(401);
  });

  it("refuses a bad query with 400 and the field's message, and records nothing for it", async () => {
    const refusals: Array<[string, string, string]> = [
      ["type=NoSuchEvent", "type", "Choose an event type from the list"],
      ["actor=someone", "actor", "Enter the id of a person"],
      ["subject=42", "subject", "Enter the id of a session or a person"],
      ["from=2026-13-01", "from", "Enter a date as YYYY-MM-DD"],
      ["from=2026-11-20&to=2026-11-10", "to", "The end date must be on or after the start date"],
      ["before=page-2", "before", "This page of the history cannot be shown: start again from the newest events"],
      ["after=1_2_3", "after", "This page of the history cannot be shown: start again from the newest events"],
      ["before=1_1_0_&after=2_2_0_", "after", "This page of the history cannot be shown: start again from the newest events"],
    ];
    for (const [query, field, text] of refusals) {
      const answer = await as.auditor.get(`/api/audit/events?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.fields[field], query).toBe(text);
    }
    const asOf = await as.admin.get(`/api/audit/sessions/${ids.admin}/as-of?at=yesterday`);
    expect(asOf.status).toBe(400);
    expect(asOf.body.fields.at).toBe("Enter a date and time, such as 2026-11-25T14:30:00Z");
    expect((await as.admin.get(`/api/audit/sessions/${ids.admin}/as-of`)).status).toBe(400);
    expect((await as.admin.get("/api/audit/sessions/not-an-id/as-of?at=2026-01-01T00:00:00Z")).status).toBe(404);
    expect((await as.admin.get(`/api/audit/sessions/${ids.admin}/as-of?at=2026-01-01T00:00:00Z`)).status).toBe(404);
    // No refused query was recorded as a read: once a later, accepted one is in the index, none of them is.
    expect((await as.auditor.get("/api/audit/events?type=SessionDeleted")).status).toBe(200);
    const typeOf = (read: EventView) => (read.data.query as { type?: string | null }).type;
    const reads = await historyFor(as.admin, `type=AuditTrailRead&actor=${ids.auditor}`, (events) => events.some((read) => typeOf(read) === "SessionDeleted"));
    expect(reads.map(typeOf)).not.toContain("NoSuchEvent");
    expect(reads.map((read) => (read.data.query as { before?: string | null }).before)).not.toContain("page-2");
  });
});

describe("what each reader sees", () => {
  it("shows personal fields to admins, masks them for auditors, and never a password's hash", async () => {
    const query = `stream=user-${ids.auditor}&type=UserRegistered`;
    const [forAdmin] = await historyFor(as.admin, query, (events) => events.length === 1);
    expect(forAdmin).toMatchObject({ type: "UserRegistered", streamId: `user-${ids.auditor}`, actorId: ids.admin });
    expect(forAdmin!.data).toMatchObject({ userId: ids.auditor, roles: ["auditor"] });
    expect(personalOf(forAdmin!, "name")).toEqual({ state: "shown", value: "Aled Auditor" });
    expect(personalOf(forAdmin!, "email")).toEqual({ state: "shown", value: AUDITOR });
    const [forAuditor] = await historyFor(as.auditor, query, (events) => events.length === 1);
    expect(personalOf(forAuditor!, "name")).toEqual({ state: "masked" });
    expect(JSON.stringify(forAuditor)).not.toContain(AUDITOR);
    for (const event of [forAdmin, forAuditor]) expect(JSON.stringify(event)).not.toMatch(/argon2|passwordHash|tokenHash/);
  });

  it("shows an erased person as erased, to admins too", async () => {
    const erinId = await registerAccount(system, { email: "erin@example.org", name: "Erin Erased", roles: ["trainer"], localAuthorities: ["Newport"] });
    const erin = new ApiClient(system.url);
    await erin.logIn("erin@example.org", DEMO_PASSWORD);
    const session = await createSession(erin, sessionForm(erinId, { contactEmail: "erin@example.org" }));
    expect((await erin.request("DELETE", `/api/users/${erinId}`)).status).toBe(200);
    const events = await historyFor(
      as.admin,
      `subject=${session.id}&type=SessionScheduled`,
      (found) => found.length === 1 && personalOf(found[0]!, "contactEmail")?.state === "erased",
    );
    expect(events[0]!.data).toMatchObject({ sessionId: session.id, scheduledBy: erinId, capacity: 12 });
    const registered = await historyFor(as.auditor, `stream=user-${erinId}&type=UserRegistered`, (found) => found.length === 1);
    expect(personalOf(registered[0]!, "name")).toEqual({ state: "erased" });
  });

  it("finds every event of a person across streams, filters by actor, type and dates, and pages 25 at a time by position", async () => {
    const byPerson = await historyFor(as.admin, `subject=${ids.trainer}`, (events) => events.length > 0);
    expect(byPerson.every((event) => JSON.stringify(event).includes(ids.trainer))).toBe(true);
    expect(new Set(byPerson.map((event) => event.streamId)).size).toBeGreaterThan(1);
    const byAdmin = await historyFor(as.admin, `actor=${ids.admin}&type=UserRegistered`, (events) => events.length > 0);
    expect(byAdmin.every((event) => event.actorId === ids.admin && event.type === "UserRegistered")).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await as.admin.get(`/api/audit/events?from=${today}&to=${today}`)).body.total).toBeGreaterThan(0);
    expect((await as.admin.get("/api/audit/events?to=2000-01-01")).body.total).toBe(0);
    // Over a page of history (the demo's), newest first.
    await expect.poll(async () => (await as.admin.get("/api/audit/events")).body.total).toBeGreaterThan(30);
    const first = await as.admin.get("/api/audit/events");
    expect(first.body.events).toHaveLength(25);
    expect(first.body.newer).toBeNull();
    const positions = first.body.events.map((event: { position: string }) => BigInt(event.position.split(".")[0]!));
    expect([...positions].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(positions);
    // Issue 24 §4: the next page starts where this one ended, however many reads were recorded since: no row twice.
    const second = await as.admin.get(`/api/audit/events?before=${first.body.older}`);
    const firstIds = new Set(first.body.events.map((event: { eventId: string }) => event.eventId));
    expect(second.body.events.some((event: { eventId: string }) => firstIds.has(event.eventId))).toBe(false);
    const again = await as.admin.get(`/api/audit/events?before=${first.body.older}`);
    expect(again.body.events.map((event: { eventId: string }) => event.eventId)).toEqual(second.body.events.map((event: { eventId: string }) => event.eventId));
    // And back: the page newer than the second is the first (nothing newer than it was recorded but reads, which are not listed).
    const back = await as.admin.get(`/api/audit/events?after=${second.body.newer}`);
    expect(back.body.events.map((event: { eventId: string }) => event.eventId)).toEqual(first.body.events.map((event: { eventId: string }) => event.eventId));
    // A reader's own reads never crowd the history: they are listed only when asked for by type.
    expect(first.body.events.some((event: EventView) => event.type === "AuditTrailRead")).toBe(false);
    await historyFor(as.admin, "type=AuditTrailRead", (events) => events.length > 0);
  });
});

describe("a session as it was (GET /api/audit/sessions/:id/as-of)", () => {
  it("shows, between two edits, the first edit, beside today's", async () => {
    const session = await createSession(as.trainer, sessionForm(ids.trainer, { capacity: 10 }));
    const edit = (capacity: number) => as.trainer.request("PATCH", `/api/session-edit/${session.id}`, sessionForm(ids.trainer, { capacity }));
    expect((await edit(14)).status).toBe(200);
    const edits = await historyFor(as.admin, `stream=session-${session.id}&type=SessionEdited`, (events) => events.length === 1);
    // The second edit happens strictly later than the first.
    await expect.poll(() => Date.now() > Date.parse(edits[0]!.occurredAt) + 1).toBe(true);
    expect((await edit(18)).status).toBe(200);
    await historyFor(as.admin, `stream=session-${session.id}&type=SessionEdited`, (events) => events.length === 2);

    const firstEditAt = edits[0]!.occurredAt;
    for (const who of ["admin", "auditor"] as const) {
      const answer = await as[who].get(`/api/audit/sessions/${session.id}/as-of?at=${encodeURIComponent(firstEditAt)}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ sessionId: session.id, at: firstEditAt });
      expect(answer.body.then).toMatchObject({ status: "scheduled", eventCount: 2, lastChangeAt: firstEditAt, session: { capacity: 14, course: "C5" } });
      expect(answer.body.now).toMatchObject({ status: "scheduled", eventCount: 3, session: { capacity: 18 } });
      expect(answer.body.then.session.contactEmail).toEqual(who === "admin" ? { state: "shown", value: "trainer@demo.test" } : { state: "masked" });
    }
    const before = await as.admin.get(`/api/audit/sessions/${session.id}/as-of?at=2000-01-01T00:00:00Z`);
    expect(before.body.then).toEqual({ status: "none", eventCount: 0, lastChangeAt: null, session: null });
  });
});

describe("the audit trail audits itself", () => {
  it("records every read, with who, in which role, what they asked and when, and admins find it in the history", async () => {
    const asked = `type=SessionScheduled&actor=${ids.trainer}`;
    expect((await as.auditor.get(`/api/audit/events?${asked}`)).status).toBe(200);
    const reads = await historyFor(as.admin, `type=AuditTrailRead&actor=${ids.auditor}`, (events) =>
      events.some((event) => (event.data.query as { type: string | null }).type === "SessionScheduled"),
    );
    const read = reads.find((event) => (event.data.query as { type: string | null }).type === "SessionScheduled")!;
    expect(read).toMatchObject({ streamId: `audit-reads-${ids.auditor}`, actorId: ids.auditor });
    expect(read.data).toMatchObject({
      readerId: ids.auditor,
      role: "auditor",
      query: { kind: "events", type: "SessionScheduled", actor: ids.trainer, stream: null, subject: null, from: null, to: null, before: null, after: null },
      readAt: read.occurredAt,
    });
    // The as-of view is recorded too.
    const session = await createSession(as.trainer, sessionForm(ids.trainer));
    const at = new Date().toISOString();
    expect((await as.admin.get(`/api/audit/sessions/${session.id}/as-of?at=${at}`, { "x-consistency-token": session.token })).status).toBe(200);
    const isThisAsOf = (event: EventView) => (event.data.query as { sessionId?: string }).sessionId === session.id;
    const sessionReads = await historyFor(as.admin, `type=AuditTrailRead&actor=${ids.admin}`, (events) => events.some(isThisAsOf));
    expect(sessionReads.find(isThisAsOf)!.data).toMatchObject({
      readerId: ids.admin,
      role: "admin",
      query: { kind: "sessionAsOf", sessionId: session.id, at },
    });
  });
});

describe("an auditor changes nothing", () => {
  it("is refused every staff command and every staff read (403)", async () => {
    const session = await createSession(as.trainer, sessionForm(ids.trainer));
    const form = sessionForm(ids.trainer);
    const commands: Array<[string, string, unknown]> = [
      ["POST", "/api/add-session", form],
      ["PATCH", `/api/session-edit/${session.id}`, form],
      ["DELETE", `/api/session-delete/${session.id}`, undefined],
      ["PATCH", `/api/sessions/${session.id}/attendeesList`, { participantsEmails: [{ email: "x@example.org" }], status: "confirmed" }],
      ["POST", `/api/sessions/${session.id}/emails?type=reminder`, { recipients: ["x@example.org"] }],
      [
        "POST",
        `/api/sessions/${session.id}/scheduled-emails`,
        { date: new Date(Date.now() + 86_400_000).toISOString(), surveyType: "post", recipients: ["x@example.org"] },
      ],
      [
        "POST",
        "/api/users/",
        { name: "Nia", email: "nia@example.org", role: "auditor", organisation: { category: "Health", value: "Health" }, localAuthorities: ["Newport"] },
      ],
      ["POST", `/api/users/${ids.trainer}/archive`, {}],
      ["POST", "/api/users/local-leads/group", { email: "nia@example.org", name: "Nia" }],
      ["POST", "/api/course-schedule/leads", { leads: [] }],
      ["PATCH", `/api/sessions/${session.id}/confirm-email`, { email: AUDITOR, status: "confirmed" }],
      ["POST", "/api/survey/submit/", { sessionId: session.id, surveyType: "post", formState: {} }],
    ];
    for (const [method, path, body] of commands) expect((await as.auditor.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    expect((await as.auditor.post("/api/all/dashboard")).status).toBe(403);
    for (const path of [
      "/api/users/sessions",
      "/api/users/admin/participants",
      "/api/users/admin/trainers-and-leads",
      `/api/session-details/${session.id}`,
      `/api/sessions/${session.id}/roster`,
    ]) {
      expect((await as.auditor.get(path)).status, path).toBe(403);
    }
    // Nothing was recorded on the session by any of them.
    const events = await historyFor(as.admin, `stream=session-${session.id}`, (found) => found.length > 0);
    expect(events.map((event) => event.type)).toEqual(["SessionScheduled"]);
  });

  it("keeps their own account: their details and password are theirs to change", async () => {
    expect((await as.auditor.request("PATCH", "/api/my-account", { name: "Aled A. Auditor", email: AUDITOR })).status).toBe(200);
  });
});

describe("an admin sees the auditors and can take the role away (Trainers & Local Leads)", () => {
  it("lists the auditor apart from trainers and local leads; archived, they move to the archived list and can no longer log in as auditor", async () => {
    const lists = (await as.admin.get("/api/users/admin/trainers-and-leads")).body;
    expect(lists.auditorList.map((item: { _id: string }) => item._id)).toEqual([ids.auditor]);
    expect(lists.auditorList[0]).toMatchObject({ role: "auditor", archived: false, email: AUDITOR });
    expect([...lists.trainerList, ...lists.localLeadList].map((item: { _id: string }) => item._id)).not.toContain(ids.auditor);
    // The trainers export stays the people who deliver the programme.
    expect((await as.admin.download("/api/export-csv/trainers?target=all")).bytes.toString()).not.toContain(AUDITOR);

    const archived = await as.admin.post(`/api/users/${ids.auditor}/archive`);
    expect(archived.status).toBe(204);
    const after = (await as.admin.get("/api/users/admin/trainers-and-leads", { "x-consistency-token": archived.headers.get("x-consistency-token")! })).body;
    expect(after.auditorList).toEqual([]);
    expect(after.archivedList).toContainEqual(expect.objectContaining({ _id: ids.auditor, role: "auditor", archived: true }));
    const login = await anonymous().post("/api/login", { email: AUDITOR, password: AUDITOR_PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.error).toBe(PRODUCT_TEXTS.staffAccountArchived);
  });
});
