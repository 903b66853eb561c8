import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROSTER_TEXTS, VALIDATION, rosterStream } from "@wellbeing/domain";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient, eventually } from "@wellbeing/testkit/apiClient";
import { openLiveSocket } from "@wellbeing/testkit/liveSocket";
import { eventCount } from "@wellbeing/testkit/storedEvents";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";
import { ENGLISH_TEXTS } from "@wellbeing/i18n";

type Role = "admin" | "lead" | "trainer" | "participant" | "anonymous";

let system: TestSystem;
const as = {} as Record<Role | "outsider" | "ana" | "ben", ApiClient>;
let trainerId: string;

const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const inThreeWeeks = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

const createSession = async (overrides: Record<string, unknown> = {}) => {
  const created = await as.trainer.post("/api/add-session", {
    dates: [
      { sessionDate: inTwoWeeks, startTime: "10:00", endTime: "12:00" },
      { sessionDate: inThreeWeeks, startTime: "10:00", endTime: "12:00" },
    ],
    remote: false,
    address: { addressLine1: "1 Commercial Street", addressLine2: null, town: "Newport", postcode: "NP20 1AA" },
    course: "C5",
    modules: ["1"],
    capacity: 2,
    partnerTrainer1: trainerId,
    contactEmail: "trainer@demo.test",
    ...overrides,
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; shortId: string };
};

const patch = (client: ApiClient, path: string, body: unknown) => client.request("PATCH", path, body);
const saveList = (client: ApiClient, sessionId: string, emails: string[], status: "new" | "confirmed") =>
  patch(client, `/api/sessions/${sessionId}/attendeesList`, { participantsEmails: emails.map((email) => ({ email, status })), status });
const register = (client: ApiClient, sessionId: string, email: string, message?: string) =>
  patch(client, `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed", ...(message === undefined ? {} : { message }) });
const roster = async (sessionId: string, client: ApiClient = as.trainer) => (await client.get(`/api/sessions/${sessionId}/roster`)).body;

beforeAll(async () => {
  system = await startTestSystem();
  for (const key of ["admin", "lead", "trainer", "participant"] as const) {
    as[key] = new ApiClient(system.url);
    await as[key].logIn(DEMO_ACCOUNTS[key], DEMO_PASSWORD);
  }
  as.anonymous = new ApiClient(system.url);
  trainerId = (await as.trainer.get("/api/users/auth")).body.userId;
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const person = async (key: "outsider" | "ana" | "ben", email: string, roles: Array<"trainer" | "participant">) => {
    await registerUser(
      system,
      { email, name: key, passwordHash, roles, organisation: null, localAuthorities: [], localLeadId: null, emailVerified: true, language: "en" },
      { actorId: null, correlationId: "test", now: new Date() },
    );
    as[key] = new ApiClient(system.url);
    await as[key].logIn(email, DEMO_PASSWORD);
  };
  await person("outsider", "solo@demo.test", ["trainer"]);
  await person("ana", "ana@example.org", ["participant"]);
  await person("ben", "ben@example.org", ["participant"]);
});

afterAll(async () => {
  await system.stop();
});

// Who may save a list or register, bad input, an unknown session, registering twice and the capacity
// at decision time are the command slices' specs (command-api/src/roster/saveAttendeesList.int.test.ts,
// registerForSession.int.test.ts); here, what the whole system shows of them.

describe("the invitee list (PATCH attendeesList, status new)", () => {
  it("the session's trainer saves invitees: lowercased, trimmed, de-duplicated, status new", async () => {
    const session = await createSession();
    const saved = await saveList(as.trainer, session.id, [" Ana@Example.org ", "ana@example.org", "cal@example.org"], "new");
    expect(saved.status).toBe(200);
    expect(saved.headers.get("x-consistency-token")).toBeTruthy();
    const view = (await as.trainer.get(`/api/sessions/${session.id}/roster`)).body;
    expect(view.invitees.map((invitee: { email: string; status: string }) => [invitee.email, invitee.status])).toEqual([
      ["ana@example.org", "new"],
      ["cal@example.org", "new"],
    ]);
    expect(view.attendees).toEqual([]);

    // Saving again replaces the list: cal leaves, dee joins.
    await saveList(as.trainer, session.id, ["ana@example.org", "dee@example.org"], "new");
    expect((await roster(session.id)).invitees.map((invitee: { email: string }) => invitee.email)).toEqual(["ana@example.org", "dee@example.org"]);
  });

  it("the trainer, their local lead and admins read the roster; another trainer, a participant and anonymous may not", async () => {
    const session = await createSession();
    const token = { "x-consistency-token": (await saveList(as.trainer, session.id, ["a@example.org"], "new")).headers.get("x-consistency-token")! };
    expect((await as.admin.get(`/api/sessions/${session.id}/roster`, token)).status).toBe(200);
    expect((await as.lead.get(`/api/sessions/${session.id}/roster`, token)).status).toBe(200);
    expect((await as.outsider.get(`/api/sessions/${session.id}/roster`, token)).status).toBe(403);
    expect((await as.participant.get(`/api/sessions/${session.id}/roster`, token)).status).toBe(403);
    expect((await as.anonymous.get(`/api/sessions/${session.id}/roster`, token)).status).toBe(401);
  });

  it("an unknown session has no roster (404)", async () => {
    expect((await as.admin.get("/api/sessions/0190aaaa-0000-7000-8000-000000000000/roster")).status).toBe(404);
    expect((await as.admin.get("/api/sessions/not-a-uuid/roster")).status).toBe(404);
  });
});

describe("registering (PATCH confirm-email)", () => {
  it("a participant registers with their own address; the invitee leaves the invitee list; the confirmation e-mail carries the .ics", async () => {
    const session = await createSession({ extraInfo: "Bring a pen; and a notebook, please" });
    await saveList(as.trainer, session.id, ["ana@example.org", "cal@example.org"], "new");

    const registered = await register(as.ana, session.id, " Ana@Example.org ", "Step-free access please");
    expect(registered.status).toBe(200);
    expect(registered.body).toEqual({ confirmedEmail: "ana@example.org", alreadyRegistered: false });

    const view = (await as.trainer.get(`/api/sessions/${session.id}/roster`)).body;
    expect(view.invitees.map((invitee: { email: string }) => invitee.email)).toEqual(["cal@example.org"]);
    expect(view.attendees).toMatchObject([{ email: "ana@example.org", status: "confirmed", selfRegistered: true, postEvaluationDone: false }]);
    expect(view.specialRequirements).toMatchObject([{ email: "ana@example.org", message: "Step-free access please" }]);
    expect(view.numberOfConfirmedParticipants).toBe(1);

    const mail = await system.mail.waitFor((received) => received.to.includes("ana@example.org"));
    expect(mail.subject).toBe(`${ROSTER_TEXTS.confirmationSubject}: Standard course: Module 1`);
    expect(mail.text).toContain(ROSTER_TEXTS.completePreCourse);
    expect(mail.text).toContain(`${system.url}/survey/${session.shortId}/pre-course`);
    // Issue 25: the link carries the registrant's own token.
    expect(mail.html).toMatch(new RegExp(`href="${system.url}/survey/${session.shortId}/pre-course\\?t=[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]{32}"`));
    expect(mail.text).toContain("1 Commercial Street, Newport, NP20 1AA");
    const [ics] = mail.attachments;
    expect(ics?.filename).toBe("session.ics");
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    // Unfolded (RFC 5545 §3.1); the transfer may have turned CRLF into LF.
    const calendar = ics!.content.toString("utf8").replace(/\r?\n[ \t]/g, "");
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain(`UID:session-${session.id}-date-1@wellbeing-training`);
    expect(calendar).toContain(`UID:session-${session.id}-date-2@wellbeing-training`);
    expect(calendar).toContain("LOCATION:1 Commercial Street\\, Newport\\, NP20 1AA");
    expect(calendar).toContain("Bring a pen\\; and a notebook\\, please");
    expect(calendar).toMatch(new RegExp(`DTSTART:${inTwoWeeks.replace(/-/g, "")}T(09|10)0000Z`));
    expect(calendar).toContain(`URL:${system.url}/participant-session-details/${session.id}`);
  });

  it("a full session refuses with the §4 text; the public registration state says so", async () => {
    const session = await createSession({ capacity: 1, modules: ["2"] });
    const open = await eventually(async () => {
      const state = await as.anonymous.get(`/api/sessions/${session.shortId}/registration`);
      return state.status === 200 && state.body;
    });
    expect(open).toMatchObject({ registrationOpen: true, spacesRemaining: 1, registered: false, waitingList: null });
    expect(Object.keys(open).sort()).toEqual(["ended", "registered", "registrationOpen", "sessionId", "skippedModules", "spacesRemaining", "waitingList"]);
    expect((await register(as.ana, session.id, "ana@example.org")).status).toBe(200);
    const full = await register(as.ben, session.id, "ben@example.org");
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(ROSTER_TEXTS.sessionFull);
    expect((await as.ana.get(`/api/sessions/${session.shortId}/registration`)).body).toMatchObject({
      registrationOpen: false,
      spacesRemaining: 0,
      registered: true,
    });
    expect((await as.ben.get(`/api/sessions/${session.shortId}/registration`)).body).toMatchObject({ registered: false });
    expect((await as.anonymous.get("/api/sessions/zzzzzzzz/registration")).status).toBe(404);
    expect((await as.anonymous.get("/api/sessions/not a short id/registration")).status).toBe(404);
    // Without module 1 the e-mail points to the session and the materials, promising none of them open.
    const mail = await system.mail.waitFor((received) => received.to.includes("ana@example.org") && received.subject.includes("Module 2"));
    expect(mail.text).toContain("Your course materials are on the Materials page: each opens once you complete the evaluation it needs.");
    expect(mail.text).not.toContain(ROSTER_TEXTS.whatNow);
  });

  it("the registration state names the earlier modules a participant would skip (§2.8), before and after registering; nobody else is told", async () => {
    const inFourWeeks = new Date(Date.now() + 28 * 86_400_000).toISOString().slice(0, 10);
    const later = [{ sessionDate: inFourWeeks, startTime: "10:00", endTime: "12:00" }];
    const modulesTwoAndThree = await createSession({ modules: ["2", "3"], dates: later, capacity: 5 });
    const moduleOne = await createSession({ modules: ["1"], capacity: 5 });
    const state = async (client: ApiClient) => (await client.get(`/api/sessions/${modulesTwoAndThree.shortId}/registration`)).body;

    // Ben holds no place on Module 1: registering skips it, and says so once he has registered too.
    // (The sessions are the trainer's writes: another client waits for them to be read.)
    expect(await eventually(async () => (await as.ben.get(`/api/sessions/${moduleOne.shortId}/registration`)).status === 200 && state(as.ben))).toMatchObject({
      registered: false,
      skippedModules: ["1"],
    });
    expect((await register(as.ben, modulesTwoAndThree.id, "ben@example.org")).status).toBe(200);
    expect(await state(as.ben)).toMatchObject({ registered: true, skippedModules: ["1"] });

    // The outsider (a trainer), anonymous visitors and staff are told nothing.
    for (const client of [as.anonymous, as.trainer, as.outsider]) expect((await state(client)).skippedModules).toEqual([]);

    // Ana books Module 1 (two weeks away, before Modules 2 & 3 begin): nothing is skipped.
    expect((await register(as.ana, moduleOne.id, "ana@example.org")).status).toBe(200);
    expect(await state(as.ana)).toMatchObject({ registered: false, skippedModules: [] });
  });
});

describe("the participant's side", () => {
  it("GET participant session details: every field for a registered participant, refused to anyone else", async () => {
    const session = await createSession({ remote: true, address: null, meetingPlatform: "zoom", meetingLink: "https://zoom.us/j/42", extraInfo: null });
    await register(as.ana, session.id, "ana@example.org");
    const details = await as.ana.get(`/api/participant/session-details/${session.id}`);
    expect(details.status).toBe(200);
    expect(details.body).toMatchObject({
      id: session.id,
      shortId: session.shortId,
      course: "C5",
      modules: ["1"],
      remote: true,
      meetingPlatform: "zoom",
      meetingLink: "https://zoom.us/j/42",
      contactEmail: "trainer@demo.test",
      extraInfo: null,
      trainers: [{ id: trainerId, name: "Tara Trainer" }],
      postEvaluationDone: false,
      removalRequested: false,
    });
    // An allowlist: the public view's fields, the meeting link, and the participant's own registration and attendance; nothing else.
    expect(Object.keys(details.body).sort()).toEqual(
      [
        ...["id", "shortId", "course", "modules", "dates", "capacity", "remote", "address", "trainers", "numberOfConfirmedParticipants", "spacesRemaining"],
        ...[
          "meetingPlatform",
          "contactEmail",
          "extraInfo",
          "meetingLink",
          "registeredAt",
          "evaluations",
          "postEvaluationDone",
          "removalRequested",
          "attendanceRecorded",
        ],
      ].sort(),
    );
    expect((await as.ben.get(`/api/participant/session-details/${session.id}`)).status).toBe(403);
    expect((await as.trainer.get(`/api/participant/session-details/${session.id}`)).status).toBe(403);
    expect((await as.anonymous.get(`/api/participant/session-details/${session.id}`)).status).toBe(401);
    expect((await as.ana.get(`/api/participant/session-details/0190aaaa-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await as.ana.get(`/api/participant/session-details/not-a-uuid`)).status).toBe(404);
  });

  it("DELETE registration: a reason is required; staff see the request; only a registered participant may ask", async () => {
    const session = await createSession();
    await register(as.ana, session.id, "ana@example.org");
    const noReason = await as.ana.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual({ removalReason: VALIDATION.required });
    const requested = await as.ana.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "I moved away" });
    expect(requested.status).toBe(200);
    expect(requested.body).toEqual({ requested: true });
    expect((await as.ana.get(`/api/participant/session-details/${session.id}`)).body.removalRequested).toBe(true);
    expect((await roster(session.id)).removalRequests).toMatchObject([{ email: "ana@example.org", reason: "I moved away" }]);
    const refused = await Promise.all([
      as.ben.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "x" }),
      as.trainer.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "x" }),
      as.anonymous.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "x" }),
    ]);
    expect(refused.map((response) => response.status)).toEqual([403, 403, 401]);
    expect(refused[0]!.body.error).toBe(ROSTER_TEXTS.notRegistered);
  });
});

describe("the registered list (PATCH attendeesList, status confirmed)", () => {
  it("staff add and remove attendees; counts follow in every read model; a removal settles the request", async () => {
    const session = await createSession({ capacity: 5 });
    await register(as.ana, session.id, "ana@example.org");
    await as.ana.request("DELETE", `/api/sessions/${session.id}/registration`, { removalReason: "Cannot come" });
    const saved = await saveList(as.lead, session.id, ["ben@example.org", "walk-in@example.org"], "confirmed");
    expect(saved.status).toBe(200);
    const view = await roster(session.id, as.lead);
    expect(view.attendees.map((attendee: { email: string; participantId: string | null }) => [attendee.email, attendee.participantId !== null])).toEqual([
      ["ben@example.org", true],
      ["walk-in@example.org", false],
    ]);
    expect(view.removalRequests).toEqual([]);
    expect(view.numberOfConfirmedParticipants).toBe(2);
    expect((await as.lead.get(`/api/session-details/${session.id}`)).body.numberOfConfirmedParticipants).toBe(2);
    const reach = await system.db.withSchema("read_models").from("session_reach").where({ session_id: session.id }).first();
    expect(reach.participant_count).toBe(2);
    // Ben was put on the list by staff: he sees the session as his.
    expect((await as.ben.get(`/api/participant/session-details/${session.id}`)).status).toBe(200);
    expect((await as.ana.get(`/api/participant/session-details/${session.id}`)).status).toBe(403);
    const events = await system.store.readStream(rosterStream(session.id));
    expect(events.map((event) => event.type)).toEqual([
      "AttendeeRegistered",
      "RegistrationConfirmationSent",
      "RegistrationRemovalRequested",
      "AttendeeRemoved",
      "AttendeeRegistered",
      "AttendeeRegistered",
    ]);
  });

  it("e-mails of participants who completed the post-session evaluation cannot be removed", async () => {
    const session = await createSession({ capacity: 5 });
    await register(as.ana, session.id, "ana@example.org");
    await register(as.ben, session.id, "ben@example.org");
    const { recordAttendeeEvaluation } = await import("@wellbeing/command-api");
    const anaId = (await as.ana.get("/api/users/auth")).body.userId;
    const benId = (await as.ben.get("/api/users/auth")).body.userId;
    await recordAttendeeEvaluation({ store: system.store, clock: () => new Date() }, session.id, { participantId: anaId, email: "ana@example.org" }, "post");
    await recordAttendeeEvaluation(
      { store: system.store, clock: () => new Date() },
      session.id,
      { participantId: benId, email: "ben@example.org" },
      "pre-course",
    );
    await eventually(
      async () => (await roster(session.id)).attendees.find((attendee: { email: string }) => attendee.email === "ana@example.org")?.postEvaluationDone,
    );

    const before = await eventCount(system);
    const refused = await saveList(as.trainer, session.id, [], "confirmed");
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(ENGLISH_TEXTS.roster.evaluatedCannotBeRemoved(["ana@example.org"]));
    expect(await eventCount(system)).toBe(before);

    // Ben answered only the pre-course evaluation: he can be removed, and his evaluations are marked for deletion.
    expect((await saveList(as.trainer, session.id, ["ana@example.org"], "confirmed")).status).toBe(200);
    const removed = (await system.store.readStream(rosterStream(session.id))).find((event) => event.type === "AttendeeRemoved");
    expect(removed?.data).toMatchObject({ discardedEvaluations: ["pre-course"] });
  });
});

describe("live updates", () => {
  it("the session's trainer is told when someone registers, and the count on the manage screen follows", async () => {
    const session = await createSession({ capacity: 5 });
    const live = await openLiveSocket(system.url, as.trainer.sessionCookie);
    const outsiderLive = await openLiveSocket(system.url, as.outsider.sessionCookie);
    try {
      await register(as.ana, session.id, "ana@example.org");
      await eventually(async () => live.messages.some((message) => message.topics.includes("sessions")));
      await eventually(async () => (await as.trainer.get(`/api/session-details/${session.id}`)).body.numberOfConfirmedParticipants === 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(outsiderLive.messages.filter((message) => message.topics.includes("sessions"))).toEqual([]);
    } finally {
      live.close();
      outsiderLive.close();
    }
  });
});
