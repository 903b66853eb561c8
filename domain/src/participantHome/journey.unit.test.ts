import { describe, expect, it } from "vitest";
import type { Module, SurveyType } from "../constants";
import { evaluationsWaiting, postEvaluationGiven, splitByDate } from "./journey";

const on = (...days: string[]) => days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:30" }));
const session = (id: string, modules: Module[], ...days: string[]) => ({ id, shortId: `S-${id}`, course: "C5" as const, modules, dates: on(...days) });
const given = (sessionId: string, surveyType: SurveyType) => ({ sessionId, surveyType });

describe("upcoming and completed sessions (§4)", () => {
  it("given a session whose last date is today, then it is still upcoming; the day after, it is completed", () => {
    const twoDays = session("a", ["1"], "2026-12-03", "2026-12-10");
    expect(splitByDate([twoDays], "2026-12-10").upcoming).toEqual([twoDays]);
    expect(splitByDate([twoDays], "2026-12-11").completed).toEqual([twoDays]);
  });

  it("given sessions in any order, when split on a day, then upcoming read soonest first and completed most recent first", () => {
    const sessions = [session("past-old", ["1"], "2026-01-05"), session("later", ["3"], "2026-12-20"), session("past-recent", ["2"], "2026-11-01"), session("soon", ["2"], "2026-12-05")];
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
    expect(evaluationsWaiting([firstModule, pastModule, pastTtt], [], today).map(({ session, surveyType }) => [session.id, surveyType])).toEqual([
      ["m1", "pre-course"],
      ["m2", "post"],
      ["ttt", "post-train-the-trainer"],
    ]);
  });

  it("given an evaluation recorded, then it no longer waits, and one given for another session does not count", () => {
    const responses = [given("m1", "pre-course"), given("m1", "post")];
    expect(evaluationsWaiting([firstModule, pastModule], responses, today).map(({ session, surveyType }) => [session.id, surveyType])).toEqual([["m2", "post"]]);
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
