import { describe, expect, it } from "vitest";
import type { RosterEvent } from "../roster/events";
import { givenWhenThen } from "../testing/givenWhenThen";
import { givesUpPlace, leavingRosterDecider, type LeaveSession } from "./leaving";

// Leaving the programme (issue 25): a person deleting their account gives up their place in each session
// that has not started, as the roster's own removal, so the space counts as free again.

const { given } = givenWhenThen(leavingRosterDecider);

const SESSION = "session-1";
const NOW = "2026-12-01T10:00:00.000Z";
const ANA = { personKey: "user-ana", email: "ana@example.org", participantId: "user-ana" };
const BEN = { personKey: "user-ben", email: "ben@example.org", participantId: "user-ben" };
/** Ana's address as staff listed it before she proved it was hers: keyed by its e-mail index name, no account. */
const ANA_LISTED = { personKey: "email-ana", email: "ana@example.org", participantId: null };

const registered = (person: { personKey: string; email: string; participantId: string | null }, confirmed: number): RosterEvent => ({
  type: "AttendeeRegistered",
  data: {
    ...person,
    sessionId: SESSION,
    replacesPersonKey: null,
    selfRegistered: person.participantId !== null,
    registeredBy: person.participantId ?? "staff-1",
    registeredAt: NOW,
    confirmedCount: confirmed,
  },
});
const invited = (person: { personKey: string; email: string }): RosterEvent => ({
  type: "InviteeAdded",
  data: { ...person, sessionId: SESSION, addedBy: "staff-1", addedAt: NOW },
});
const evaluated = (person: { personKey: string; participantId: string }, surveyType: "pre-course" | "post"): RosterEvent => ({
  type: "AttendeeEvaluationRecorded",
  data: { sessionId: SESSION, personKey: person.personKey, participantId: person.participantId, surveyType },
});
const leaves = (email: string | null = "ana@example.org"): LeaveSession => ({
  type: "LeaveSession",
  sessionId: SESSION,
  leaver: { participantId: "user-ana", email },
  session: { capacity: 10, dates: [{ sessionDate: "2026-12-02", startTime: "10:00", endTime: "12:00" }], today: "2026-12-01" },
  now: NOW,
});
const removed = (
  person: { personKey: string; email: string; participantId: string | null },
  confirmed: number,
  discardedEvaluations: Array<"pre-course">,
): RosterEvent => ({
  type: "AttendeeRemoved",
  data: { ...person, sessionId: SESSION, discardedEvaluations, removedBy: "user-ana", removedAt: NOW, confirmedCount: confirmed },
});

describe("leaving a session's roster", () => {
  it("given the person's confirmed place, when they leave, then it is given up (the count drops) and their pre-course evaluation goes with it", () => {
    given(registered(ANA, 1), registered(BEN, 2), evaluated(ANA, "pre-course"))
      .when(leaves())
      .then(removed(ANA, 1, ["pre-course"]));
  });

  it("given a place staff listed under the address they proved, when they leave, then that place is given up too", () => {
    given(registered(ANA_LISTED, 1))
      .when(leaves())
      .then(removed(ANA_LISTED, 0, []));
  });

  it("given a place staff listed under an address they never proved, when they leave, then it is not theirs to give up", () => {
    given(registered(ANA_LISTED, 1)).when(leaves(null)).then();
  });

  it("given only an invitation, or no entry at all, when they leave, then nothing is recorded", () => {
    given(invited(ANA)).when(leaves()).then();
    given(registered(BEN, 1)).when(leaves()).then();
  });

  it("given they gave the post-session evaluation, when they leave, then they keep their place (an attendee who did is never taken off, §4)", () => {
    given(registered(ANA, 1), evaluated(ANA, "post")).when(leaves()).then();
  });
});

describe("which places leaving gives up", () => {
  const days = [
    { sessionDate: "2026-12-01", startTime: "10:00" },
    { sessionDate: "2026-12-08", startTime: "10:00" },
  ];

  it("is each place in a session that has not started yet (UK time), and no place once it has, even with days still to come", () => {
    expect(givesUpPlace({ dates: days, evaluations: [] }, "2026-12-01T09:59:00.000Z")).toBe(true);
    expect(givesUpPlace({ dates: days, evaluations: ["pre-course"] }, "2026-11-01T09:00:00.000Z")).toBe(true);
    expect(givesUpPlace({ dates: days, evaluations: [] }, NOW)).toBe(false);
    expect(givesUpPlace({ dates: days, evaluations: [] }, "2026-12-05T09:00:00.000Z")).toBe(false);
  });

  it("is never a place whose post-session evaluation was given", () => {
    expect(givesUpPlace({ dates: days, evaluations: ["post"] }, "2026-11-01T09:00:00.000Z")).toBe(false);
  });

  it("given a full session with someone waiting, when the person leaves, then the place they gave up is offered to the first in line (issue 29)", () => {
    const events = leavingRosterDecider.decide(
      { ...leaves(), session: { ...leaves().session, capacity: 1 } },
      [registered(ANA, 1), { type: "JoinedWaitingList", data: { sessionId: SESSION, participantId: "user-ben", joinedAt: NOW } } as RosterEvent].reduce(
        leavingRosterDecider.evolve,
        leavingRosterDecider.initialState,
      ),
    );
    expect(events).toMatchObject({ right: [{ type: "AttendeeRemoved" }, { type: "SpaceOffered", data: { participantId: "user-ben", offeredBy: null } }] });
  });
});
