import { describe, expect, it } from "vitest";
import type { Module } from "../constants";
import type { ToDoKind } from "./answers";
import { responseRateOverFull, whatNeedsDoing, type SessionToDoFacts } from "./toDo";

// Given the sessions in a viewer's scope as the read models hold them, when the staff home asks what
// needs doing on a day, then these items (kind and session) come back.

const TODAY = "2026-11-26";

let sessions = 0;
/** A session of Module 1 on one day, 12 places, nothing done yet; `changes` tells the story. */
const session = (day: string, changes: Partial<Omit<SessionToDoFacts, "session">> & { modules?: Module[]; days?: string[] } = {}): SessionToDoFacts => {
  const { modules = ["1"], days = [day], ...facts } = changes;
  sessions += 1;
  return {
    session: {
      id: `session-${String(sessions).padStart(3, "0")}`,
      shortId: `short${sessions}`,
      course: "C5",
      modules,
      dates: days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:00" })),
    },
    capacity: 12,
    attendees: 0,
    came: null,
    invitationsSent: false,
    evaluationEmails: [],
    responses: {},
    attendeesWhoMissedModules: 0,
    removalRequests: 0,
    datesWithoutRegister: 0,
    waiting: 0,
    heldOffers: 0,
    ...facts,
  };
};

const given = (...facts: SessionToDoFacts[]) => ({
  whenAskedOn: (today: string) => ({
    then: (...expected: Array<[ToDoKind, SessionToDoFacts]>) =>
      expect(whatNeedsDoing(facts, today).map((item) => [item.kind, item.session.id])).toEqual(expected.map(([kind, facts]) => [kind, facts.session.id])),
  }),
});

describe("upcoming sessions with a waiting list and a free space not offered (issue 29)", () => {
  it("people waiting and a space nobody holds need an offer; the spaces all held or taken, or the session over, do not", () => {
    const unoffered = session("2026-12-10", { attendees: 11, waiting: 2, invitationsSent: true });
    given(
      unoffered,
      session("2026-12-10", { attendees: 11, heldOffers: 1, waiting: 2, invitationsSent: true }),
      session("2026-12-10", { attendees: 12, waiting: 2, invitationsSent: true }),
      session("2026-11-20", { attendees: 5, waiting: 1, evaluationEmails: ["post"], responses: { post: 5 } }),
    )
      .whenAskedOn(TODAY)
      .then(["offerFreeSpaces", unoffered]);
  });
});

describe("sessions starting within 7 days with spaces and no invitations sent", () => {
  it("a session starting today, or in 7 days, with nobody invited needs invitations", () => {
    const today = session(TODAY);
    const inAWeek = session("2026-12-03");
    given(today, inAWeek).whenAskedOn(TODAY).then(["inviteParticipants", today], ["inviteParticipants", inAWeek]);
  });

  it("a session 8 days away, or one that began yesterday, does not yet or any more", () => {
    given(session("2026-12-04"), session("2026-11-25", { days: ["2026-11-25", "2026-11-28"] }))
      .whenAskedOn(TODAY)
      .then();
  });

  it("invitations sent or scheduled, or no space left, settle it", () => {
    given(session("2026-11-28", { invitationsSent: true }), session("2026-11-28", { attendees: 12 }))
      .whenAskedOn(TODAY)
      .then();
  });

  it("tells how many spaces remain", () => {
    const [item] = whatNeedsDoing([session("2026-11-28", { attendees: 5 })], TODAY);
    expect(item).toMatchObject({ kind: "inviteParticipants", spacesRemaining: 7 });
  });
});

describe("finished sessions with no evaluation e-mail sent or scheduled", () => {
  it("a session that ended yesterday with attendees needs its post-session evaluation e-mailed", () => {
    const yesterday = session("2026-11-25", { attendees: 6 });
    given(yesterday).whenAskedOn(TODAY).then(["sendEvaluation", yesterday]);
  });

  it("a pre-course e-mail is not the evaluation: the session's post type is (§4)", () => {
    const preOnly = session("2026-11-20", { attendees: 6, evaluationEmails: ["pre-course"] });
    const trainTheTrainer = session("2026-11-20", { attendees: 6, modules: ["train-the-trainer"], evaluationEmails: ["post"] });
    given(preOnly, trainTheTrainer).whenAskedOn(TODAY).then(["sendEvaluation", preOnly], ["sendEvaluation", trainTheTrainer]);
  });

  it("nobody to ask, a session still running, or one that ended more than 30 days ago needs nothing", () => {
    given(session("2026-11-25"), session("2026-11-20", { attendees: 6, days: ["2026-11-20", "2026-11-26"] }), session("2026-10-26", { attendees: 6 }))
      .whenAskedOn(TODAY)
      .then();
  });

  it("once every attendee answered the post-session evaluation (the link shared by hand), no e-mail is needed", () => {
    given(session("2026-11-20", { attendees: 3, responses: { post: 3 } }))
      .whenAskedOn(TODAY)
      .then();
    const oneShort = session("2026-11-20", { attendees: 3, responses: { post: 2 } });
    given(oneShort).whenAskedOn(TODAY).then(["sendEvaluation", oneShort]);
  });

  it("one that ended exactly 30 days ago still does", () => {
    const thirtyDaysAgo = session("2026-10-27", { attendees: 6 });
    given(thirtyDaysAgo).whenAskedOn(TODAY).then(["sendEvaluation", thirtyDaysAgo]);
  });
});

describe("response rates under 50 %", () => {
  it("once the evaluation went out, fewer than half of the attendees answering needs chasing", () => {
    const low = session("2026-11-20", { attendees: 10, evaluationEmails: ["post"], responses: { post: 4, "pre-course": 10 } });
    given(low).whenAskedOn(TODAY).then(["lowResponseRate", low]);
    expect(whatNeedsDoing([low], TODAY)[0]).toMatchObject({ responseRate: 40, responses: 4, attendees: 10 });
  });

  it("is over those the register says came, once it holds a mark (issue 29)", () => {
    const fewCame = session("2026-11-20", { attendees: 10, came: 4, evaluationEmails: ["post"], responses: { post: 3 } });
    given(fewCame).whenAskedOn(TODAY).then();
    const noneAnswered = session("2026-11-20", { attendees: 10, came: 4, evaluationEmails: ["post"], responses: { post: 1 } });
    expect(whatNeedsDoing([noneAnswered], TODAY)[0]).toMatchObject({ kind: "lowResponseRate", responseRate: 25, responses: 1, attendees: 4 });
  });

  it("half or more is enough", () => {
    given(session("2026-11-20", { attendees: 10, evaluationEmails: ["post"], responses: { post: 5 } }))
      .whenAskedOn(TODAY)
      .then();
  });

  it("before the evaluation went out the e-mail is what needs doing, not the rate", () => {
    const unsent = session("2026-11-20", { attendees: 10 });
    given(unsent).whenAskedOn(TODAY).then(["sendEvaluation", unsent]);
  });
});

describe("attendees who missed earlier modules", () => {
  it("an upcoming session with such attendees lists them, counted", () => {
    const module2 = session("2026-12-20", { modules: ["2"], attendees: 3, attendeesWhoMissedModules: 2, invitationsSent: true });
    given(module2).whenAskedOn(TODAY).then(["missedModules", module2]);
    expect(whatNeedsDoing([module2], TODAY)[0]).toMatchObject({ attendees: 2 });
  });

  it("a session already over needs nothing more about it", () => {
    given(session("2026-11-01", { modules: ["2"], attendees: 3, attendeesWhoMissedModules: 2, evaluationEmails: ["post"], responses: { post: 3 } }))
      .whenAskedOn(TODAY)
      .then();
  });
});

describe("removal requests waiting", () => {
  it("any session with open requests, past or upcoming, lists them", () => {
    const past = session("2026-09-01", { attendees: 4, removalRequests: 1 });
    const upcoming = session("2027-01-10", { attendees: 4, removalRequests: 2 });
    given(upcoming, past).whenAskedOn(TODAY).then(["removalRequests", past], ["removalRequests", upcoming]);
  });
});

describe("the whole list", () => {
  it("is empty when nothing needs doing", () => {
    given(session("2027-01-10", { invitationsSent: true }), session("2026-11-20", { attendees: 4, evaluationEmails: ["post"], responses: { post: 4 } }))
      .whenAskedOn(TODAY)
      .then();
  });

  it("lists by kind, in the order of the issue, then the soonest session first; one session may need several things", () => {
    const later = session("2026-12-01");
    const sooner = session("2026-11-27", { removalRequests: 1, attendees: 1 });
    const finished = session("2026-11-24", { attendees: 2 });
    given(later, finished, sooner)
      .whenAskedOn(TODAY)
      .then(["inviteParticipants", sooner], ["inviteParticipants", later], ["sendEvaluation", finished], ["removalRequests", sooner]);
  });
});

describe("the response-rate warning (§8)", () => {
  it("is raised by a survey with more responses than confirmed attendees, of any session", () => {
    expect(
      responseRateOverFull([
        { attendees: 3, responses: { post: 3 } },
        { attendees: 2, responses: { "pre-course": 3 } },
      ]),
    ).toBe(true);
  });

  it("is not raised at 100 % or below", () => {
    expect(
      responseRateOverFull([
        { attendees: 3, responses: { post: 3, "pre-course": 2 } },
        { attendees: 0, responses: {} },
      ]),
    ).toBe(false);
  });
});

describe("registers not taken for a session that has ended (issue 29)", () => {
  it("a session that ended yesterday with attendees and a date without a register needs it taken, before its evaluation", () => {
    const untaken = session("2026-11-25", { attendees: 4, datesWithoutRegister: 1 });
    given(untaken).whenAskedOn(TODAY).then(["takeRegister", untaken], ["sendEvaluation", untaken]);
  });

  it("a register taken, nobody registered, or a session still running or long over needs nothing", () => {
    const taken = session("2026-11-25", { attendees: 4 });
    const empty = session("2026-11-25", { datesWithoutRegister: 1 });
    const running = session("2026-11-26", { attendees: 4, invitationsSent: true, days: ["2026-11-19", "2026-11-26"], datesWithoutRegister: 1 });
    const longAgo = session("2026-09-01", { attendees: 4, datesWithoutRegister: 1 });
    given(taken, empty, running, longAgo).whenAskedOn(TODAY).then(["sendEvaluation", taken]);
  });
});
