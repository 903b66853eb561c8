import { Either } from "effect";
import { describe, expect, it } from "vitest";
import { foldEvents } from "../shared/decider";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { RosterCommand } from "./commands";
import { attendanceChanges, attendanceCorrections, attendedSessions, type RegistrationIndexEvent } from "./attendance";
import {
  confirmedCount,
  discardedRespondents,
  findEntry,
  hasAnswered,
  isRegistered,
  personRecordDecider,
  personRecordsRead,
  recordsOnOwnStream,
  rosterDecider,
  withPersonRecords,
  type PersonRecordEvent,
} from "./decider";
import type { RosterEvent } from "./events";
import { message } from "../i18n/translate";

const { given } = givenWhenThen(rosterDecider);

const SESSION = "session-1";
const STAFF = "staff-1";
const NOW = "2026-03-01T10:00:00.000Z";
/** A session on the day of NOW. */
const ON_THE_DAY = [{ sessionDate: "2026-03-01", startTime: "10:00", endTime: "12:00" }];
const ANA = { personKey: "user-ana", email: "ana@example.org", participantId: "user-ana" };
const BEN = { personKey: "user-ben", email: "ben@example.org", participantId: "user-ben" };
/** An address without an account: keyed by its e-mail index name. */
const CAL = { personKey: "email-cal", email: "cal@example.org" };

const invited = (person: { personKey: string; email: string }): RosterEvent => ({
  type: "InviteeAdded",
  data: { sessionId: SESSION, personKey: person.personKey, email: person.email, addedBy: STAFF, addedAt: NOW },
});

const sent = (person: { personKey: string; email: string }): RosterEvent => ({
  type: "InvitationSent",
  data: { sessionId: SESSION, personKey: person.personKey, email: person.email, sentAt: NOW },
});

const registered = (
  person: { personKey: string; email: string; participantId: string },
  confirmed: number,
  overrides: Partial<Extract<RosterEvent, { type: "AttendeeRegistered" }>["data"]> = {},
): RosterEvent => ({
  type: "AttendeeRegistered",
  data: {
    sessionId: SESSION,
    personKey: person.personKey,
    email: person.email,
    participantId: person.participantId,
    replacesPersonKey: null,
    selfRegistered: true,
    registeredBy: person.participantId,
    registeredAt: NOW,
    confirmedCount: confirmed,
    ...overrides,
  },
});

const evaluated = (person: { personKey: string; participantId: string }, surveyType: "pre-course" | "post"): RosterEvent => ({
  type: "AttendeeEvaluationRecorded",
  data: { sessionId: SESSION, personKey: person.personKey, participantId: person.participantId, surveyType },
});

const TODAY = NOW.slice(0, 10);
/** The session's dates: one day, the day after NOW unless said. */
const onDay = (sessionDate: string) => [{ sessionDate, startTime: "10:00", endTime: "12:00" }];

const register = (
  person: { personKey: string; email: string; participantId: string },
  capacity: number,
  message: string | null = null,
  emailVerified = true,
  dates = onDay("2026-03-02"),
): RosterCommand => ({
  type: "RegisterParticipant",
  sessionId: SESSION,
  participantId: person.participantId,
  personKey: person.personKey,
  email: person.email,
  emailVerified,
  message,
  requirementId: "requirement-1",
  capacity,
  dates,
  today: TODAY,
  now: NOW,
});

const replaceAttendees = (...people: Array<{ personKey: string; email: string; participantId?: string | null }>): RosterCommand => ({
  type: "ReplaceAttendees",
  sessionId: SESSION,
  attendees: people.map((person) => ({ personKey: person.personKey, email: person.email, participantId: person.participantId ?? null })),
  actorId: STAFF,
  session: { capacity: 10, dates: onDay("2026-03-02"), today: TODAY },
  now: NOW,
});

describe("invitees (status new → sent)", () => {
  it("staff invite addresses; each person once, and nobody already on the roster again", () => {
    given(invited(ANA))
      .when({ type: "AddInvitees", sessionId: SESSION, invitees: [ANA, CAL, { ...CAL }, ANA], actorId: STAFF, now: NOW })
      .then(invited(CAL));
  });

  it("an invitation e-mail marks a new invitee sent, and adds an address not yet listed as sent", () => {
    given(invited(ANA))
      .when({ type: "MarkInvitationsSent", sessionId: SESSION, invitees: [ANA, CAL], now: NOW })
      .then(sent(ANA), sent(CAL));
    const state = foldEvents(rosterDecider, [invited(ANA), sent(ANA), sent(CAL)]);
    expect(state.entries.map((entry) => [entry.email, entry.status])).toEqual([
      [ANA.email, "sent"],
      [CAL.email, "sent"],
    ]);
  });

  it("sending again changes nothing for an invitee already sent or registered", () => {
    given(sent(ANA), registered(BEN, 1))
      .when({ type: "MarkInvitationsSent", sessionId: SESSION, invitees: [ANA, BEN], now: NOW })
      .then();
  });

  it("saving the invitee list removes who is left out and adds who is new, never touching registered attendees", () => {
    given(invited(ANA), sent(CAL), registered(BEN, 1))
      .when({ type: "ReplaceInvitees", sessionId: SESSION, invitees: [CAL, { personKey: "email-dee", email: "dee@example.org" }], actorId: STAFF, now: NOW })
      .then(
        { type: "InviteeRemoved", data: { sessionId: SESSION, personKey: ANA.personKey, email: ANA.email, removedBy: STAFF, removedAt: NOW } },
        invited({ personKey: "email-dee", email: "dee@example.org" }),
      );
  });
});

describe("registering (status confirmed, capacity of §4)", () => {
  it("a participant registers while the capacity exceeds the confirmed count", () => {
    given(registered(BEN, 1)).when(register(ANA, 2)).then(registered(ANA, 2));
  });

  it("the session is full once the confirmed count reaches the capacity", () => {
    given(registered(BEN, 1))
      .when(register(ANA, 1))
      .thenFails({ _tag: "Conflict", reason: message("roster.sessionFull") });
  });

  it("a lowered capacity below the confirmed count refuses further registrations", () => {
    given(registered(BEN, 1), registered({ ...CAL, participantId: "user-cal" }, 2))
      .when(register(ANA, 1))
      .thenFails({ reason: message("roster.sessionFull") });
  });

  it("registering again is already registered: nothing is recorded", () => {
    given(registered(ANA, 1)).when(register(ANA, 1)).then();
    given(registered(ANA, 1))
      .when(register({ ...ANA, personKey: "another-key" }, 5))
      .then();
  });

  it("an invitee who registers leaves the invitee list and joins the registered attendees", () => {
    given(sent(CAL))
      .when(register({ personKey: "user-cal", email: CAL.email, participantId: "user-cal" }, 3))
      .then(registered({ personKey: "user-cal", email: CAL.email, participantId: "user-cal" }, 1, { replacesPersonKey: CAL.personKey }));
    const state = foldEvents(rosterDecider, [
      sent(CAL),
      registered({ personKey: "user-cal", email: CAL.email, participantId: "user-cal" }, 1, { replacesPersonKey: CAL.personKey }),
    ]);
    expect(state.entries).toEqual([{ personKey: "user-cal", email: CAL.email, status: "confirmed", participantId: "user-cal" }]);
  });

  it("a session whose last date is before today takes no more registrations; one on its last day still does", () => {
    given()
      .when(register(ANA, 3, null, true, onDay("2026-02-28")))
      .thenFails({ _tag: "Conflict", reason: message("roster.sessionEnded") });
    given()
      .when(register(ANA, 3, null, true, [...onDay("2026-02-20"), ...onDay("2026-02-27")]))
      .thenFails({ _tag: "Conflict", reason: message("roster.sessionEnded") });
    given()
      .when(register(ANA, 3, null, true, onDay(TODAY)))
      .then(registered(ANA, 1));
    given()
      .when(register(ANA, 3, null, true, [...onDay("2026-02-20"), ...onDay(TODAY)]))
      .then(registered(ANA, 1));
  });

  it("someone already registered on a session that has ended is told so, not refused", () => {
    given(registered(ANA, 1))
      .when(register(ANA, 3, null, true, onDay("2026-02-01")))
      .then();
  });

  it("staff still record a late attendee on a session that has ended (no date rule for the registered list)", () => {
    given()
      .when(replaceAttendees(ANA))
      .then(registered(ANA, 1, { selfRegistered: false, registeredBy: STAFF }));
  });

  it("a message is kept as special requirements", () => {
    given()
      .when(register(ANA, 3, "  Step-free access please  "))
      .then(registered(ANA, 1), {
        type: "SpecialRequirementsGiven",
        data: {
          sessionId: SESSION,
          personKey: ANA.personKey,
          email: ANA.email,
          requirementId: "requirement-1",
          message: "Step-free access please",
          givenAt: NOW,
        },
      });
  });
});

describe("an address staff recorded, and a person who has not proven it yet", () => {
  /** Cal signed up with the address staff had listed, and has not followed the verification link yet. */
  const CAL_ACCOUNT = { personKey: "user-cal", email: CAL.email, participantId: "user-cal" };
  const listedByStaff = registered({ ...CAL, participantId: null as never }, 1, { selfRegistered: false, registeredBy: STAFF, participantId: null });

  it("refuses to hand them a place staff recorded under the address, asking them to verify first; nothing is recorded", () => {
    given(listedByStaff)
      .when(register(CAL_ACCOUNT, 5, null, false))
      .thenFails({ _tag: "Conflict", reason: message("emailVerification.staffListedVerifyFirst") });
  });

  it("once proven, the place is already theirs: nothing is recorded, the address is not listed twice", () => {
    given(listedByStaff).when(register(CAL_ACCOUNT, 5)).then();
  });

  it("lets them register themselves over an invitation to the address (their own act, capacity checked)", () => {
    given(sent(CAL))
      .when(register(CAL_ACCOUNT, 3, null, false))
      .then(registered(CAL_ACCOUNT, 1, { replacesPersonKey: CAL.personKey }));
    given(sent(CAL), registered(BEN, 1))
      .when(register(CAL_ACCOUNT, 1, null, false))
      .thenFails({ reason: message("roster.sessionFull") });
  });

  it("keeps their own registration theirs, and staff saving the address again adds no second entry", () => {
    given(registered(CAL_ACCOUNT, 1))
      .when(register(CAL_ACCOUNT, 5, null, false))
      .then();
    given(registered(CAL_ACCOUNT, 1)).when(replaceAttendees(CAL)).then();
  });

  it("does not let them ask to be taken off a place staff recorded under the address until it is proven", () => {
    const removal = (emailVerified: boolean): RosterCommand => ({
      type: "RequestRemoval",
      sessionId: SESSION,
      participantId: CAL_ACCOUNT.participantId,
      personKey: CAL_ACCOUNT.personKey,
      email: CAL.email,
      emailVerified,
      reason: "Cannot come",
      sessionDates: ON_THE_DAY,
      now: NOW,
    });
    given(listedByStaff)
      .when(removal(false))
      .thenFails({ _tag: "NotAllowed", reason: message("roster.notRegistered") });
    given(listedByStaff)
      .when(removal(true))
      .then({
        type: "RegistrationRemovalRequested",
        data: {
          sessionId: SESSION,
          personKey: CAL.personKey,
          email: CAL.email,
          participantId: CAL_ACCOUNT.participantId,
          reason: "Cannot come",
          requestedAt: NOW,
        },
      });
  });
});

describe("the registered list edited by staff", () => {
  it("staff add attendees (no capacity check: they record who attends) and the count follows each one", () => {
    given(registered(ANA, 1))
      .when(replaceAttendees(ANA, BEN, CAL))
      .then(
        registered(BEN, 2, { selfRegistered: false, registeredBy: STAFF }),
        registered({ ...CAL, participantId: null as never }, 3, { selfRegistered: false, registeredBy: STAFF, participantId: null }),
      );
  });

  it("removing an attendee records that their evaluations of the session are to be deleted", () => {
    given(registered(ANA, 1), registered(BEN, 2), evaluated(ANA, "pre-course"))
      .when(replaceAttendees(BEN))
      .then({
        type: "AttendeeRemoved",
        data: {
          sessionId: SESSION,
          personKey: ANA.personKey,
          email: ANA.email,
          participantId: ANA.participantId,
          discardedEvaluations: ["pre-course"],
          removedBy: STAFF,
          removedAt: NOW,
          confirmedCount: 1,
        },
      });
  });

  it("e-mails of participants who completed the post-session evaluation cannot be removed; nothing is recorded", () => {
    given(registered(ANA, 1), registered(BEN, 2), evaluated(ANA, "post"))
      .when(replaceAttendees())
      .thenFails({ _tag: "Conflict", reason: message("roster.evaluatedCannotBeRemoved", { emails: [ANA.email].join(", ") }), field: "participantsEmails" });
  });

  it("a removed attendee's open removal request is settled, and the count drops", () => {
    const history = [
      registered(ANA, 1),
      {
        type: "RegistrationRemovalRequested",
        data: { sessionId: SESSION, personKey: ANA.personKey, email: ANA.email, participantId: ANA.participantId, reason: "Moved away", requestedAt: NOW },
      },
    ] satisfies RosterEvent[];
    expect(foldEvents(rosterDecider, history).removalRequests).toEqual([ANA.personKey]);
    const decision = rosterDecider.decide(replaceAttendees(), foldEvents(rosterDecider, history));
    const after = foldEvents(rosterDecider, [...history, ...Either.getOrThrow(decision)]);
    expect(after.removalRequests).toEqual([]);
    expect(confirmedCount(after)).toBe(0);
  });
});

describe("removal requests and evaluations", () => {
  /** Ana, registered with a proven address, asks to be taken off the session because she moved away. */
  const anaAsksRemoval = (sessionDates: ReadonlyArray<{ sessionDate: string; startTime: string; endTime: string }> = ON_THE_DAY, now = NOW): RosterCommand => ({
    type: "RequestRemoval",
    sessionId: SESSION,
    participantId: ANA.participantId,
    personKey: ANA.personKey,
    email: ANA.email,
    emailVerified: true,
    reason: "Moved away",
    sessionDates,
    now,
  });

  it("a registered participant asks to be removed, giving a reason", () => {
    given(registered(ANA, 1))
      .when(anaAsksRemoval())
      .then({
        type: "RegistrationRemovalRequested",
        data: { sessionId: SESSION, personKey: ANA.personKey, email: ANA.email, participantId: ANA.participantId, reason: "Moved away", requestedAt: NOW },
      });
  });

  it("once the session's last day is over, nobody asks to leave it: the day itself still counts (UK time)", () => {
    const ask = (sessionDates: ReadonlyArray<{ sessionDate: string; startTime: string; endTime: string }>, now: string) =>
      given(registered(ANA, 1)).when(anaAsksRemoval(sessionDates, now));
    const twoDays = [
      { sessionDate: "2026-02-20", startTime: "10:00", endTime: "12:00" },
      { sessionDate: "2026-03-01", startTime: "10:00", endTime: "12:00" },
    ];
    ask(twoDays, "2026-03-02T00:30:00.000Z").thenFails({ _tag: "Conflict", reason: message("roster.sessionOver") });
    ask(twoDays, "2026-03-01T23:30:00.000Z").then({
      type: "RegistrationRemovalRequested",
      data: {
        sessionId: SESSION,
        personKey: ANA.personKey,
        email: ANA.email,
        participantId: ANA.participantId,
        reason: "Moved away",
        requestedAt: "2026-03-01T23:30:00.000Z",
      },
    });
  });

  it("someone not registered cannot ask", () => {
    given(sent(CAL))
      .when({
        type: "RequestRemoval",
        sessionId: SESSION,
        participantId: "user-cal",
        personKey: "user-cal",
        email: CAL.email,
        emailVerified: true,
        reason: "x",
        sessionDates: ON_THE_DAY,
        now: NOW,
      })
      .thenFails({ _tag: "NotAllowed", reason: message("roster.notRegistered") });
  });

  it("an evaluation is recorded once per survey type, under the attendee's roster entry", () => {
    given(registered({ ...CAL, participantId: null as never }, 1, { participantId: null }))
      .when({ type: "RecordAttendeeEvaluation", sessionId: SESSION, participantId: "user-cal", email: CAL.email, surveyType: "post" })
      .then({ type: "AttendeeEvaluationRecorded", data: { sessionId: SESSION, personKey: CAL.personKey, participantId: "user-cal", surveyType: "post" } });
    given(registered(ANA, 1), evaluated(ANA, "post"))
      .when({ type: "RecordAttendeeEvaluation", sessionId: SESSION, participantId: ANA.participantId, email: ANA.email, surveyType: "post" })
      .then();
  });

  it("saving a list keeps erased people: no list can name them", () => {
    given(registered({ ...ANA, email: null as never }, 1), invited({ personKey: "email-x", email: null as never }))
      .when(replaceAttendees(BEN))
      .then(registered(BEN, 2, { selfRegistered: false, registeredBy: STAFF }));
    given(invited({ personKey: "email-x", email: null as never }))
      .when({ type: "ReplaceInvitees", sessionId: SESSION, invitees: [], actorId: STAFF, now: NOW })
      .then();
  });

  it("an erased person stays counted but is no longer matched by address", () => {
    const state = foldEvents(rosterDecider, [registered({ ...ANA, email: null as never }, 1)]);
    expect(confirmedCount(state)).toBe(1);
    expect(findEntry(state, { email: ANA.email })).toBeUndefined();
    expect(isRegistered(state, { participantId: ANA.participantId, email: null })).toBe(true);
  });
});

describe("what a removal discards, and the attendance index (§4: evaluations of a removed attendee)", () => {
  const decided = (history: RosterEvent[], command: RosterCommand) => {
    const before = foldEvents(rosterDecider, history);
    return { before, events: Either.getOrThrow(rosterDecider.decide(command, before)) };
  };

  it("given an attendee who answered the pre-course, when staff remove them, then their account's evaluations are to be withdrawn", () => {
    const { before, events } = decided([registered(ANA, 1), registered(BEN, 2), evaluated(ANA, "pre-course")], replaceAttendees(BEN));
    expect(discardedRespondents(before, events)).toEqual([ANA.participantId]);
  });

  it("given an entry staff listed under an address that a participant answered for, then that participant's evaluations are withdrawn", () => {
    const cal = { ...CAL, participantId: null as never };
    const history = [
      registered(cal, 1, { participantId: null }),
      {
        type: "AttendeeEvaluationRecorded",
        data: { sessionId: SESSION, personKey: CAL.personKey, participantId: "user-cal", surveyType: "pre-course" },
      } satisfies RosterEvent,
    ];
    const { before, events } = decided(history, replaceAttendees());
    expect(discardedRespondents(before, events)).toEqual(["user-cal"]);
  });

  it("given attendees who answered nothing, when removed, then nothing is withdrawn", () => {
    const { before, events } = decided([registered(ANA, 1), registered(BEN, 2)], replaceAttendees());
    expect(events).toHaveLength(2);
    expect(discardedRespondents(before, events)).toEqual([]);
  });

  it("registrations and removals that name an account change that account's attendance index; an address without one changes none", () => {
    const { events } = decided([registered(ANA, 1)], replaceAttendees(BEN, CAL));
    expect(attendanceChanges(events)).toEqual([
      {
        participantId: ANA.participantId,
        events: [{ type: "RegistrationUnindexed", data: { participantId: ANA.participantId, sessionId: SESSION, source: "roster" } }],
      },
      {
        participantId: BEN.participantId,
        events: [{ type: "RegistrationIndexed", data: { participantId: BEN.participantId, sessionId: SESSION, source: "roster" } }],
      },
    ]);
  });

  it("the index lists the sessions still attended, each once", () => {
    const recorded = (sessionId: string): RegistrationIndexEvent => ({
      type: "RegistrationIndexed",
      data: { participantId: ANA.participantId, sessionId, source: "roster" },
    });
    const ended = (sessionId: string): RegistrationIndexEvent => ({
      type: "RegistrationUnindexed",
      data: { participantId: ANA.participantId, sessionId, source: "roster" },
    });
    expect(attendedSessions([recorded("s-1"), recorded("s-2"), recorded("s-1"), ended("s-2"), recorded("s-3")])).toEqual(["s-1", "s-3"]);
  });

  it("given an index that missed registrations made before it existed, then the corrections join what the rosters list and end what they no longer do; an agreeing index needs none", () => {
    const recorded = (sessionId: string): RegistrationIndexEvent => ({
      type: "RegistrationIndexed",
      data: { participantId: ANA.participantId, sessionId, source: "backfill" },
    });
    const ended = (sessionId: string): RegistrationIndexEvent => ({
      type: "RegistrationUnindexed",
      data: { participantId: ANA.participantId, sessionId, source: "backfill" },
    });
    expect(attendanceCorrections(ANA.participantId, ["s-1", "s-2"], ["s-2", "s-3"])).toEqual([recorded("s-1"), ended("s-3")]);
    expect(attendanceCorrections(ANA.participantId, ["s-1"], ["s-1"])).toEqual([]);
  });
});

describe("a walk-in added at the door (issue 29's register)", () => {
  const walkIn = (person: { personKey: string; email: string; participantId: string | null }): RosterCommand => ({
    type: "AddWalkIn",
    sessionId: SESSION,
    attendee: person,
    actorId: STAFF,
    now: NOW,
  });

  it("given a full session, when staff add a walk-in, then they are registered by staff: no capacity check, they record who came", () => {
    given(registered(ANA, 1))
      .when(walkIn({ ...BEN }))
      .then(registered(BEN, 2, { selfRegistered: false, registeredBy: STAFF }));
  });

  it("given an invitee, when staff add them as a walk-in, then their entry is registered; an attendee already registered is left as they are", () => {
    given(invited(CAL))
      .when(walkIn({ ...CAL, participantId: null }))
      .then(registered({ ...CAL, participantId: "" }, 1, { selfRegistered: false, registeredBy: STAFF, participantId: null }));
    given(registered(ANA, 1))
      .when(walkIn({ ...ANA }))
      .then();
  });
});

describe("a participant's own record of a session's evaluations (issue 30: no stream every submission of a session writes)", () => {
  const records = givenWhenThen(personRecordDecider);
  const record = (surveyType: "pre-course" | "post") =>
    ({ type: "RecordAttendeeEvaluation", sessionId: SESSION, participantId: ANA.participantId, email: ANA.email, surveyType }) as const;
  const discard = { type: "DiscardAttendeeEvaluations", sessionId: SESSION, participantId: ANA.participantId } as const;
  const ownRecord = (surveyType: "pre-course" | "post"): PersonRecordEvent => ({
    type: "AttendeeEvaluationRecorded",
    data: { sessionId: SESSION, personKey: ANA.participantId, participantId: ANA.participantId, surveyType },
  });
  const discarded: PersonRecordEvent = { type: "AttendeeEvaluationsDiscarded", data: { sessionId: SESSION, participantId: ANA.participantId } };

  it("records each survey type once, under their account", () => {
    records.given().when(record("pre-course")).then(ownRecord("pre-course"));
    records.given(ownRecord("pre-course")).when(record("pre-course")).then();
    records.given(ownRecord("pre-course")).when(record("post")).then(ownRecord("post"));
  });

  it("is discarded by a removal, even when it records nothing (the removal's write), and records again after", () => {
    records.given().when(discard).then(discarded);
    records.given(ownRecord("pre-course")).when(discard).then(discarded);
    records.given(ownRecord("pre-course"), discarded).when(record("pre-course")).then(ownRecord("pre-course"));
  });

  it("is kept on the person's stream when the roster keys them by their account, on the roster for an entry listed under their address", () => {
    const roster = foldEvents(rosterDecider, [registered(ANA, 1), registered({ ...CAL, participantId: null as never }, 2, { participantId: null })]);
    expect(recordsOnOwnStream(roster, { participantId: ANA.participantId, email: ANA.email })).toBe(true);
    expect(recordsOnOwnStream(roster, { participantId: "user-ben", email: null })).toBe(true);
    expect(recordsOnOwnStream(roster, { participantId: "user-cal", email: CAL.email })).toBe(false);
  });

  it("is read by the roster's decisions: a post-session evaluation on it refuses the removal, and one already given refuses a second", () => {
    const roster = foldEvents(rosterDecider, [registered(ANA, 1), registered(BEN, 2)]);
    const withRecord = withPersonRecords(roster, [ownRecord("post")]);
    expect(Either.isLeft(rosterDecider.decide(replaceAttendees(BEN), withRecord))).toBe(true);
    expect(hasAnswered(withRecord, { participantId: ANA.participantId, email: null }, "post")).toBe(true);
    expect(hasAnswered(withPersonRecords(roster, [ownRecord("post"), discarded]), { participantId: ANA.participantId, email: null }, "post")).toBe(false);
  });

  it("is read for the attendees a saved registered list takes off under their account, and no others", () => {
    const roster = foldEvents(rosterDecider, [registered(ANA, 1), registered(BEN, 2)]);
    expect(personRecordsRead(roster, replaceAttendees(BEN))).toEqual([ANA.participantId]);
    expect(personRecordsRead(roster, replaceAttendees(ANA, BEN))).toEqual([]);
    expect(personRecordsRead(roster, { type: "RecordConfirmationSent", sessionId: SESSION, personKey: ANA.personKey, now: NOW })).toEqual([]);
  });

  it("a removal decided with the record names what it discards, and whose responses to withdraw", () => {
    const before = withPersonRecords(foldEvents(rosterDecider, [registered(ANA, 1), registered(BEN, 2)]), [ownRecord("pre-course")]);
    const removal = Either.getOrThrow(rosterDecider.decide(replaceAttendees(BEN), before));
    expect(removal[0]).toMatchObject({ type: "AttendeeRemoved", data: { personKey: ANA.personKey, discardedEvaluations: ["pre-course"] } });
    expect(discardedRespondents(before, removal)).toEqual([ANA.participantId]);
  });
});
