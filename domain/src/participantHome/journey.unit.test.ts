import { describe, expect, it } from "vitest";
import type { Course, Module, SurveyType } from "../constants";
import { evaluationsWaiting, postEvaluationGiven, splitByDate } from "./journey";

const on = (...days: string[]) => days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:30" }));
const session = (id: string, modules: Module[], ...days: string[]) => ({ id, shortId: `S-${id}`, course: "C5" as Course, modules, dates: on(...days) });
const given = (sessionId: string, surveyType: SurveyType) => ({ sessionId, surveyType });

describe("upcoming and completed sessions (§4)", () => {
  it("given a session whose last date is today, then it is still upcoming; the day after, it is completed", () => {
    const twoDays = session("a", ["1"], "2026-12-03", "2026-12-10");
    expect(splitByDate([twoDays], "2026-12-10").upcoming).toEqual([twoDays]);
    expect(splitByDate([twoDays], "2026-12-11").completed).toEqual([twoDays]);
  });

  it("given sessions in any order, when split on a day, then upcoming read soonest first and completed most recent first", () => {
    const sessions = [
      session("past-old", ["1"], "2026-01-05"),
      session("later", ["3"], "2026-12-20"),
      session("past-recent", ["2"], "2026-11-01"),
      session("soon", ["2"], "2026-12-05"),
    ];
    const { upcoming, completed } = splitByDate(sessions, "2026-12-01");
    expect(upcoming.map((s) => s.id)).toEqual(["soon", "later"]);
    expect(completed.map((s) => s.id)).toEqual(["past-recent", "past-old"]);
  });
});

describe("evaluations waiting for the participant", () => {
  const today = "2026-12-01";
  const firstModule = session("m1", ["1"], "2026-12-10");
  const pastModule = session("m2", ["2"], "2026-11-20");
  const pastTtt = session("ttt", ["train-the-trainer"], "2026-11-25");

  it("given nothing answered, then each session waits for the evaluation its details offer, in the sessions' order", () => {
    expect(
      evaluationsWaiting([firstModule, pastModule, pastTtt], [], today).map(({ session, surveyType, surveyId }) => [session.id, surveyType, surveyId]),
    ).toEqual([
      ["m1", "pre-course", "S-m1"],
      ["m2", "post", "S-m2"],
      ["ttt", "post-train-the-trainer", "S-ttt"],
    ]);
  });

  it("given an evaluation recorded, then it no longer waits, and one given for another session does not count", () => {
    const responses = [given("m1", "pre-course"), given("m1", "post")];
    expect(evaluationsWaiting([firstModule, pastModule], responses, today).map(({ session, surveyType }) => [session.id, surveyType])).toEqual([
      ["m2", "post"],
    ]);
  });

  it("given a later module still to come, then nothing waits for it yet", () => {
    expect(evaluationsWaiting([session("m3", ["3"], "2026-12-15")], [], today)).toEqual([]);
  });

  it("a post-session evaluation given for a session opens its certificates; a pre-course one does not", () => {
    expect(postEvaluationGiven("m2", [given("m2", "post")])).toBe(true);
    expect(postEvaluationGiven("ttt", [given("ttt", "post-train-the-trainer")])).toBe(true);
    expect(postEvaluationGiven("m1", [given("m1", "pre-course"), given("m2", "post")])).toBe(false);
  });
});

describe("follow-ups waiting for the participant (§9: 3 and 6 months after the course)", () => {
  const module1 = session("m1", ["1"], "2026-01-10");
  const module2 = session("m2", ["2"], "2026-02-14");
  const answeredBoth = [given("m1", "pre-course"), given("m1", "post"), given("m2", "post")];
  const followUps = (sessions: ReturnType<typeof session>[], responses: ReturnType<typeof given>[], today: string) =>
    evaluationsWaiting(sessions, responses, today)
      .filter(({ surveyType }) => surveyType.endsWith("follow-up"))
      .map(({ session, surveyType, surveyId }) => [session.id, surveyType, surveyId]);

  it("given a course whose latest session ended on 14 February, when it is the day before 14 May, then no follow-up waits yet", () => {
    expect(followUps([module1, module2], answeredBoth, "2026-05-13")).toEqual([]);
  });

  it("given the same course, when 3 months have passed since its latest session, then the 3-month follow-up waits, linked by the course and named by that session", () => {
    expect(followUps([module1, module2], answeredBoth, "2026-05-14")).toEqual([["m2", "3-months-follow-up", "C5"]]);
  });

  it("given the 3-month follow-up given for any session of the course, then it no longer waits", () => {
    expect(followUps([module1, module2], [...answeredBoth, given("m1", "3-months-follow-up")], "2026-06-01")).toEqual([]);
  });

  it("given 6 months passed, then the 6-month follow-up waits instead of the 3-month one, whether or not that was given", () => {
    expect(followUps([module1, module2], answeredBoth, "2026-08-14")).toEqual([["m2", "6-months-follow-up", "C5"]]);
    expect(followUps([module1, module2], [...answeredBoth, given("m2", "3-months-follow-up")], "2026-08-14")).toEqual([["m2", "6-months-follow-up", "C5"]]);
    expect(followUps([module1, module2], [...answeredBoth, given("m2", "6-months-follow-up")], "2027-01-01")).toEqual([]);
  });

  it("given a later session of the course still to come, then the follow-ups count from the latest session that has ended", () => {
    expect(followUps([module1, session("m3", ["3"], "2026-12-20")], [given("m1", "pre-course"), given("m1", "post")], "2026-04-10")).toEqual([
      ["m1", "3-months-follow-up", "C5"],
    ]);
  });

  it("given only trainer-course sessions, then no follow-up waits: they measure the course's own modules", () => {
    expect(followUps([session("ttt", ["train-the-trainer"], "2026-01-10")], [given("ttt", "post-train-the-trainer")], "2026-09-01")).toEqual([]);
  });

  it("given sessions of two courses, then each course has its own follow-up", () => {
    const young = { ...session("y1", ["1"], "2026-03-01"), course: "YOUNG_PEOPLE" as Course };
    expect(followUps([module1, young], [given("m1", "post"), given("y1", "post")], "2026-06-05")).toEqual([
      ["m1", "3-months-follow-up", "C5"],
      ["y1", "3-months-follow-up", "YOUNG_PEOPLE"],
    ]);
  });
});
