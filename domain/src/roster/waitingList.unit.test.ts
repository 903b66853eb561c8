import { Either } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { message } from "../i18n/translate";
import { foldEvents } from "../shared/decider";
import { givenWhenThen } from "../testing/givenWhenThen";
import type { RosterCommand, SessionSpaces } from "./commands";
import { confirmedCount, rosterDecider, type RosterState } from "./decider";
import type { RosterEvent } from "./events";
import { offerDeadlineIn, offerExpiry, positionOf } from "./waitingList";

// The waiting list (issue 29) on the roster's stream: first come, first served, and every decision that
// frees a space offers it to the next in line, so registered + held ≤ capacity whatever the interleaving.

const { given } = givenWhenThen(rosterDecider);

const SESSION = "session-1";
const STAFF = "staff-1";
const NOW = "2026-03-01T10:00:00.000Z";
const LATER = "2026-03-02T10:00:00.001Z";
const TODAY = NOW.slice(0, 10);
const DATES = [{ sessionDate: "2026-03-09", startTime: "10:00", endTime: "12:00" }];
const spaces = (capacity: number): SessionSpaces => ({ capacity, dates: DATES, today: TODAY });

const person = (name: string) => ({ personKey: `user-${name}`, email: `${name}@example.org`, participantId: `user-${name}` });
const ANA = person("ana");
const BEN = person("ben");
const CAL = person("cal");
const DEW = person("dew");

const registered = (who: ReturnType<typeof person>, confirmed: number): RosterEvent => ({
  type: "AttendeeRegistered",
  data: {
    ...who,
    sessionId: SESSION,
    replacesPersonKey: null,
    selfRegistered: true,
    registeredBy: who.participantId,
    registeredAt: NOW,
    confirmedCount: confirmed,
  },
});
const joined = (who: ReturnType<typeof person>): RosterEvent => ({
  type: "JoinedWaitingList",
  data: { sessionId: SESSION, participantId: who.participantId, joinedAt: NOW },
});
const offered = (who: ReturnType<typeof person>, number: number, offeredBy: string | null = null, at = NOW): RosterEvent => ({
  type: "SpaceOffered",
  data: { sessionId: SESSION, participantId: who.participantId, offerId: `${SESSION}.${number}`, offeredBy, offeredAt: at, expiresAt: offerExpiry(at) },
});

const join = (who: ReturnType<typeof person>, capacity = 1): RosterCommand => ({
  type: "JoinWaitingList",
  sessionId: SESSION,
  participantId: who.participantId,
  session: spaces(capacity),
  now: NOW,
});
const accept = (who: ReturnType<typeof person>, offerId: string, now = NOW): RosterCommand => ({
  type: "AcceptOffer",
  sessionId: SESSION,
  offerId,
  participantId: who.participantId,
  personKey: who.personKey,
  email: who.email,
  emailVerified: true,
  message: null,
  requirementId: "requirement-1",
  session: spaces(1),
  now,
});
const removeAll = (capacity = 1): RosterCommand => ({
  type: "ReplaceAttendees",
  sessionId: SESSION,
  attendees: [],
  actorId: STAFF,
  session: spaces(capacity),
  now: NOW,
});

describe("joining the waiting list", () => {
  it("given a full session, when a participant joins, then they are on the list", () => {
    given(registered(ANA, 1)).when(join(BEN)).then(joined(BEN));
  });

  it("given a session with a free space and nobody waiting, when a participant joins, then they are told to register instead", () => {
    given()
      .when(join(BEN))
      .thenFails({ reason: message("waitingList.notFull") });
  });

  it("given a registered participant, when they join, then they are refused; already on the list, nothing more is recorded", () => {
    given(registered(ANA, 1))
      .when(join(ANA))
      .thenFails({ reason: message("waitingList.alreadyRegistered") });
    given(registered(ANA, 1), joined(BEN)).when(join(BEN)).then();
  });

  it("given a session that ended, when a participant joins, then they are refused", () => {
    given(registered(ANA, 1))
      .when({
        ...join(BEN),
        session: { capacity: 1, dates: [{ sessionDate: "2026-02-01", startTime: "10:00", endTime: "12:00" }], today: TODAY },
      } as RosterCommand)
      .thenFails({ reason: message("roster.sessionEnded") });
  });

  it("positions are first come, first served", () => {
    const state = foldEvents(rosterDecider, [registered(ANA, 1), joined(BEN), joined(CAL)]);
    expect([positionOf(state.waitingList, BEN.participantId), positionOf(state.waitingList, CAL.participantId)]).toEqual([1, 2]);
  });
});

describe("a freed space is offered in the same decision", () => {
  it("given a full session with two waiting, when staff remove the attendee, then the first in line is offered the space for 24 hours", () => {
    given(registered(ANA, 1), joined(BEN), joined(CAL))
      .when(removeAll())
      .then(
        {
          type: "AttendeeRemoved",
          data: { ...ANA, sessionId: SESSION, discardedEvaluations: [], removedBy: STAFF, removedAt: NOW, confirmedCount: 0 },
        },
        offered(BEN, 1),
      );
  });

  it("given a full session with people waiting, when the capacity is raised by two, then the first two are offered a space", () => {
    given(registered(ANA, 1), joined(BEN), joined(CAL), joined(DEW))
      .when({ type: "OfferFreeSpaces", sessionId: SESSION, session: spaces(3), now: NOW })
      .then(offered(BEN, 1), offered(CAL, 2));
  });

  it("given an open offer, when the person declines, then the space passes to the next in line", () => {
    given(joined(BEN), joined(CAL), offered(BEN, 1))
      .when({ type: "DeclineOffer", sessionId: SESSION, participantId: BEN.participantId, offerId: `${SESSION}.1`, session: spaces(1), now: NOW })
      .then(
        { type: "OfferDeclined", data: { sessionId: SESSION, participantId: BEN.participantId, offerId: `${SESSION}.1`, declinedAt: NOW } },
        offered(CAL, 2),
      );
  });

  it("given an open offer, when its timer fires after 24 hours, then it expires and the next in line is offered; a second firing records nothing", () => {
    const expire: RosterCommand = { type: "ExpireOffer", sessionId: SESSION, offerId: `${SESSION}.1`, session: spaces(1), now: LATER };
    const expired: RosterEvent = {
      type: "OfferExpired",
      data: { sessionId: SESSION, participantId: BEN.participantId, offerId: `${SESSION}.1`, expiredAt: LATER },
    };
    given(joined(BEN), joined(CAL), offered(BEN, 1))
      .when(expire)
      .then(expired, offered(CAL, 2, null, LATER));
    given(joined(BEN), joined(CAL), offered(BEN, 1), expired, offered(CAL, 2, null, LATER))
      .when(expire)
      .then();
  });

  it("given an open offer not yet due, when its timer fires early, then nothing is recorded", () => {
    given(joined(BEN), offered(BEN, 1))
      .when({ type: "ExpireOffer", sessionId: SESSION, offerId: `${SESSION}.1`, session: spaces(1), now: NOW })
      .then();
  });

  it("given an open offer, when the person leaves the waiting list, then their offer goes and the space passes on", () => {
    given(joined(BEN), joined(CAL), offered(BEN, 1))
      .when({ type: "LeaveWaitingList", sessionId: SESSION, participantId: BEN.participantId, session: spaces(1), now: NOW })
      .then(
        { type: "OfferDeclined", data: { sessionId: SESSION, participantId: BEN.participantId, offerId: `${SESSION}.1`, declinedAt: NOW } },
        offered(CAL, 2),
      );
  });
});

describe("accepting an offer", () => {
  it("given an open offer, when the person accepts, then they are registered exactly as §2.12 registers, with the offer accepted", () => {
    given(joined(BEN), offered(BEN, 1))
      .when(accept(BEN, `${SESSION}.1`))
      .then(registered(BEN, 1), {
        type: "OfferAccepted",
        data: { sessionId: SESSION, participantId: BEN.participantId, offerId: `${SESSION}.1`, acceptedAt: NOW },
      });
  });

  it("given an offer that expired by the clock, or someone else's, when accepted, then it is refused", () => {
    given(joined(BEN), offered(BEN, 1))
      .when(accept(BEN, `${SESSION}.1`, LATER))
      .thenFails({ reason: message("waitingList.offerClosed") });
    given(joined(BEN), offered(BEN, 1))
      .when(accept(CAL, `${SESSION}.1`))
      .thenFails({ reason: message("waitingList.offerClosed") });
  });

  it("given a space held for someone, when another participant registers directly, then the session is full for them", () => {
    given(joined(BEN), offered(BEN, 1))
      .when({
        type: "RegisterParticipant",
        sessionId: SESSION,
        participantId: CAL.participantId,
        personKey: CAL.personKey,
        email: CAL.email,
        emailVerified: true,
        message: null,
        requirementId: "requirement-1",
        capacity: 1,
        dates: DATES,
        today: TODAY,
        now: NOW,
      })
      .thenFails({ reason: message("roster.sessionFull") });
  });
});

describe("staff and the waiting list", () => {
  it("given a free space, when staff offer it by hand to someone on the list, then the offer names them", () => {
    given(registered(ANA, 1), joined(BEN), joined(CAL))
      .when({ type: "OfferSpace", sessionId: SESSION, participantId: CAL.participantId, actorId: STAFF, session: spaces(2), now: NOW })
      .then(offered(CAL, 1, STAFF));
  });

  it("given no free space, when staff offer one by hand, then they are refused", () => {
    given(registered(ANA, 1), joined(BEN))
      .when({ type: "OfferSpace", sessionId: SESSION, participantId: BEN.participantId, actorId: STAFF, session: spaces(1), now: NOW })
      .thenFails({ reason: message("waitingList.noFreeSpace") });
  });

  it("given someone waiting, when staff remove them from the list, then they leave it; nobody else, then refused", () => {
    given(registered(ANA, 1), joined(BEN))
      .when({ type: "RemoveFromWaitingList", sessionId: SESSION, participantId: BEN.participantId, actorId: STAFF, session: spaces(1), now: NOW })
      .then({ type: "LeftWaitingList", data: { sessionId: SESSION, participantId: BEN.participantId, removedBy: STAFF, leftAt: NOW } });
    given(registered(ANA, 1))
      .when({ type: "RemoveFromWaitingList", sessionId: SESSION, participantId: BEN.participantId, actorId: STAFF, session: spaces(1), now: NOW })
      .thenFails({ reason: message("waitingList.personNotOnList") });
  });
});

describe("capacity holds under any interleaving (property)", () => {
  const PEOPLE = Array.from({ length: 8 }, (_, index) => `user-${index}`);
  const at = (step: number) => new Date(Date.parse(NOW) + step * 3_600_000).toISOString();

  type Step =
    | { kind: "register" | "join" | "leave" | "accept" | "decline" | "removeAttendee"; who: number }
    | { kind: "capacity"; raise: number }
    | { kind: "expire"; offer: number }
    | { kind: "wait"; hours: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ kind: fc.constantFrom("register", "join", "leave", "accept", "decline", "removeAttendee" as const), who: fc.nat(PEOPLE.length - 1) }),
    fc.record({ kind: fc.constant("capacity" as const), raise: fc.integer({ min: 1, max: 3 }) }),
    fc.record({ kind: fc.constant("expire" as const), offer: fc.integer({ min: 1, max: 30 }) }),
    fc.record({ kind: fc.constant("wait" as const), hours: fc.integer({ min: 1, max: 30 }) }),
  );

  const commandOf = (state: RosterState, move: Step, capacity: number, now: string): RosterCommand | null => {
    const session = { capacity, dates: DATES, today: TODAY };
    if (move.kind === "capacity") return { type: "OfferFreeSpaces", sessionId: SESSION, session: { ...session, capacity: capacity + move.raise }, now };
    if (move.kind === "expire") return { type: "ExpireOffer", sessionId: SESSION, offerId: `${SESSION}.${move.offer}`, session, now };
    if (move.kind === "wait") return null;
    const participantId = PEOPLE[move.who]!;
    const who = { participantId, personKey: participantId, email: `${participantId}@example.org` };
    const offer = state.waitingList.offers.find((open) => open.participantId === participantId);
    switch (move.kind) {
      case "register":
        return {
          type: "RegisterParticipant",
          sessionId: SESSION,
          ...who,
          emailVerified: true,
          message: null,
          requirementId: "r",
          capacity,
          dates: DATES,
          today: TODAY,
          now,
        };
      case "join":
        return { type: "JoinWaitingList", sessionId: SESSION, participantId, session, now };
      case "leave":
        return { type: "LeaveWaitingList", sessionId: SESSION, participantId, session, now };
      case "accept":
        return {
          type: "AcceptOffer",
          sessionId: SESSION,
          ...who,
          emailVerified: true,
          message: null,
          requirementId: "r",
          offerId: offer?.offerId ?? "none",
          session,
          now,
        };
      case "decline":
        return { type: "DeclineOffer", sessionId: SESSION, participantId, offerId: offer?.offerId ?? "none", session, now };
      case "removeAttendee": {
        const attendees = state.entries.filter((entry) => entry.status === "confirmed" && entry.participantId !== participantId);
        return {
          type: "ReplaceAttendees",
          sessionId: SESSION,
          attendees: attendees.map((entry) => ({ ...entry, email: entry.email! })),
          actorId: STAFF,
          session,
          now,
        };
      }
    }
  };

  it("registered + spaces held ≤ capacity, nobody is both waiting and registered, offers go in joining order, and no free space stays unoffered while someone waits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.array(step, { maxLength: 60 }), (initialCapacity, moves) => {
        let state = rosterDecider.initialState;
        let capacity = initialCapacity;
        let hours = 0;
        const joinedOrder: string[] = [];
        for (const move of moves) {
          if (move.kind === "wait") hours += move.hours;
          const command = commandOf(state, move, capacity, at(hours));
          if (move.kind === "capacity") capacity += move.raise;
          if (!command) continue;
          const decided = rosterDecider.decide(command, state);
          if (Either.isLeft(decided)) continue;
          for (const event of decided.right) {
            if (event.type === "JoinedWaitingList") joinedOrder.push(event.data.participantId);
            // First come, first served: an automatic offer goes to whoever of the waiting joined first.
            if (event.type === "SpaceOffered" && event.data.offeredBy === null) {
              const firstWaiting = joinedOrder.find((participantId) => state.waitingList.waiting.includes(participantId));
              expect(event.data.participantId).toBe(firstWaiting);
            }
            state = rosterDecider.evolve(state, event);
          }
          const registeredIds = state.entries.filter((entry) => entry.status === "confirmed").map((entry) => entry.participantId);
          const held = state.waitingList.offers.length;
          expect(confirmedCount(state) + held).toBeLessThanOrEqual(capacity);
          expect(state.waitingList.waiting.some((participantId) => registeredIds.includes(participantId))).toBe(false);
          if (state.waitingList.waiting.length > 0) expect(confirmedCount(state) + held).toBeGreaterThanOrEqual(capacity);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("an offer's deadline as the person reads it", () => {
  it("says the UK day and time in their language, with no English word in the Welsh", () => {
    expect(offerDeadlineIn("en", "2026-03-02T10:00:00.000Z")).toBe("Monday 2 March, 10:00");
    expect(offerDeadlineIn("cy", "2026-07-02T10:00:00.000Z")).toBe("Dydd Iau 2 Gorffennaf, 11:00");
  });
});
