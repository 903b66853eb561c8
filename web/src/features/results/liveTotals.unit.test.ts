import { describe, expect, it } from "vitest";
import { NO_FILTERS, resultFiguresOf, type AnswerTotals, type ResultTotals, type ResultTotalsPush, type ResultsAnswer } from "@wellbeing/domain";
import { resultsAfterPush, type ResultsScreen } from "./liveTotals";

// A results screen after a push of its viewer's totals (issue 30), told as given (the screen and its
// cached answer, as the server built it with resultFiguresOf) / when (the push) / then (its answer).

const ours = "session-ours";
const theirs = "session-theirs";

/** Released answers: `respondents` pre-course respondents of wellbeing conversations, each scoring `score` on every measure; and `agree` post 'explained clearly' answers. */
const answers = (respondents: number, score: number, agree: number): AnswerTotals => ({
  scores:
    respondents === 0
      ? []
      : [
          {
            surveyType: "pre-course",
            conversation: "wellbeing",
            respondents,
            sums: { capability: score * respondents, opportunity: score * respondents, motivation: score * respondents, behaviour: score * respondents },
            counts: { capability: respondents, opportunity: respondents, motivation: respondents, behaviour: respondents },
          },
        ],
  feedback: agree === 0 ? [] : [{ surveyType: "post", item: "explainedClearly", answer: "agree", responses: agree }],
});

const totals = (responses: number, here: AnswerTotals | null, everyone: AnswerTotals): ResultTotals => ({
  reach: { groups: [{ modules: ["1"], sessions: 1, confirmedParticipants: 10 }], responses: { "pre-course": responses } },
  here,
  everyone,
});

const trainerPage: ResultsScreen = { target: "me", userId: "tara", course: "C5", filters: NO_FILTERS };
const narrowed: ResultsScreen = { target: "me", userId: "tara", course: "C5", filters: { ...NO_FILTERS, delivery: "online" } };

/** The answer the server gave for these totals, listing these sessions (of `count`). */
const answerOf = (figures: ResultTotals, sessions: ReadonlyArray<string>, count = sessions.length): ResultsAnswer => ({
  newSurveys: resultFiguresOf(figures),
  registrationDate: "2026-01-05",
  name: "Tara Trainer",
  course: "C5",
  sessions: sessions.map((id) => ({ id }) as ResultsAnswer["sessions"][number]),
  sessionCount: count,
});

const pushOf = (figures: ResultTotals, changedSessions: ReadonlyArray<string>): ResultTotalsPush => ({
  target: "me",
  userId: "tara",
  courses: [
    { course: "C5", totals: figures, changedSessions },
    { course: "YOUNG_PEOPLE", totals: totals(0, answers(0, 0, 0), answers(0, 0, 0)), changedSessions: [] },
  ],
});

const before = totals(4, answers(5, 60, 0), answers(10, 80, 0));

describe("a results screen after a push of its viewer's totals", () => {
  it("its own page: recomputed from the totals, as the server answers them", () => {
    const after = totals(5, answers(5, 60, 0), answers(10, 80, 0));
    const cached = answerOf(before, [ours]);
    const next = resultsAfterPush(trainerPage, cached, pushOf(after, [ours]));
    expect(next?.newSurveys).toEqual(resultFiguresOf(after));
    expect(next?.newSurveys.reach.surveys).toContainEqual({ surveyType: "pre-course", responses: 5, responseRate: 50 });
    expect(next).toMatchObject({ name: "Tara Trainer", sessions: cached.sessions, sessionCount: 1 });
  });

  it("a push equal to the cached state changes nothing (the same answer)", () => {
    const cached = answerOf(before, [ours]);
    expect(resultsAfterPush(trainerPage, cached, pushOf(before, [ours]))).toBe(cached);
  });

  it("a push for a session outside the screen's filters changes nothing", () => {
    const cached = answerOf(totals(2, answers(0, 0, 0), answers(10, 80, 0)), [theirs]);
    expect(resultsAfterPush(narrowed, cached, pushOf(totals(5, answers(5, 60, 0), answers(10, 80, 0)), [ours]))).toBe(cached);
  });

  it("a screen whose sessions did not change: everyone's figures recomputed, its own kept, as the server would answer", () => {
    const here = answers(2, 40, 1);
    const cached = answerOf(totals(2, here, answers(10, 80, 1)), [theirs]);
    const everyoneNow = answers(15, 70, 5);
    const next = resultsAfterPush(narrowed, cached, pushOf(totals(9, answers(5, 60, 5), everyoneNow), [ours]));
    expect(next?.newSurveys).toEqual(resultFiguresOf(totals(2, here, everyoneNow)));
    expect(next?.newSurveys.trainerFeedback[0]).toMatchObject({ responses: 1, everyoneResponses: 5 });
  });

  it("a screen counting a changed session whose totals it was not pushed is read again", () => {
    const cached = answerOf(before, [ours, theirs]);
    expect(resultsAfterPush(narrowed, cached, pushOf(before, [ours]))).toBeNull();
    expect(resultsAfterPush({ ...trainerPage, target: "trainer" }, cached, pushOf(before, [ours]))).toBeNull();
  });

  it("a screen listing fewer sessions than it counts is read again when any session changed, as it cannot tell which it counts", () => {
    const cached = answerOf(before, [theirs], 150);
    expect(resultsAfterPush(narrowed, cached, pushOf(before, [ours]))).toBeNull();
    expect(resultsAfterPush(narrowed, cached, pushOf(before, []))).toBe(cached);
  });

  it("another person's page, or another course, is never taken for the viewer's own", () => {
    const cached = answerOf(before, [ours]);
    const someoneElse = { ...pushOf(totals(5, answers(5, 60, 0), answers(10, 80, 0)), []), userId: "otto" };
    expect(resultsAfterPush(trainerPage, cached, someoneElse)).toBe(cached);
    const young = resultsAfterPush(
      { ...trainerPage, course: "YOUNG_PEOPLE" },
      answerOf(totals(0, answers(0, 0, 0), answers(0, 0, 0)), []),
      pushOf(before, [ours]),
    );
    expect(young?.newSurveys.reach.surveys).toEqual(resultFiguresOf(totals(0, answers(0, 0, 0), answers(0, 0, 0))).reach.surveys);
  });
});
