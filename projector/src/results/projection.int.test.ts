import { describe, expect, it } from "vitest";
import { BEHAVIOURAL_MEASURES, type DomainEvent, type SurveyType } from "@wellbeing/domain";
import { sessionsProjection } from "../sessions/projection";
import { usersProjection } from "../users/projection";
import { projectionSpec } from "../testing/projectionSpec";
import { resultsProjection } from "./projection";
import type {
  ResultFeedbackRow,
  ResultFeedbackTotalRow,
  ResultReleaseRow,
  ResultScoreRow,
  ResultScoreTotalRow,
  ResultSessionFeedbackTotalRow,
  ResultSessionScoreTotalRow,
} from "@wellbeing/platform";

// The results read model: each response's behavioural scores per kind of conversation and its trainer
// feedback, computed once with the domain's formulas, following a withdrawn or moved response (§4).

const spec = projectionSpec([resultsProjection]);
const announcing = projectionSpec([resultsProjection], { announce: true });
/** With the sessions and users tables a release's audience is read from (they announce nothing here). */
const announcingReleases = projectionSpec([sessionsProjection, usersProjection, resultsProjection], { announce: true });
const session = "0190a000-0000-7000-8000-00000000a011";
const other = "0190a000-0000-7000-8000-00000000a012";
const pseudonym = "0190a000-0000-7000-8000-00000000d011";
const preCourse = "0190a000-0000-7000-8000-00000000e011";
const post = "0190a000-0000-7000-8000-00000000e012";
const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 9, minute)).toISOString();

/** Hand-picked answers: wellbeing statements all 4 except a 0 for time; 8 people seen, 2 wellbeing conversations. */
const behaviourAnswers = {
  "behaviour.peopleSeen": 8,
  "behaviour.wellbeing": 2,
  "behaviour.planning": 0,
  "behaviour.support": 0,
  ...Object.fromEntries(
    ["knowledge", "skill", "habit", "expectedOutcome", "confidence", "colleaguesSupport", "employerSupport", "role"].map((statement) => [
      `statements.wellbeing.${statement}`,
      4,
    ]),
  ),
  "statements.wellbeing.time": 0,
};

const submitted = (responseId: string, surveyType: SurveyType, answers: Record<string, unknown>): DomainEvent => ({
  type: "EvaluationSubmitted",
  data: {
    responseId,
    sessionId: session,
    surveyType,
    questionnaireVersion: "v1",
    respondent: pseudonym,
    course: "C5",
    modules: ["1"],
    answers: answers as never,
    writtenAnswers: null,
    demographicsGiven: false,
    disagreedToResearch: false,
    submittedAt: at(1),
  },
});
const on = (event: DomainEvent) => ({ streamId: `evaluation-${session}-${pseudonym}`, event });
/** Four other responses answering nothing scored: with one more, a batch the disclosure rule releases (results/disclosure.ts). */
const fillers = (surveyType: SurveyType, sessionId = session, tag = "a") =>
  [1, 2, 3, 4].map((index) => {
    const event = submitted(
      `0190a000-0000-7000-8000-0000000${tag}${surveyType === "post" ? "1" : "0"}${sessionId === session ? "0" : "1"}0${index}`,
      surveyType,
      {},
    );
    return on({ ...event, data: { ...(event.data as object), sessionId } } as DomainEvent);
  });
const preCourseSubmitted = on(submitted(preCourse, "pre-course", behaviourAnswers));
const postSubmitted = on(
  submitted(post, "post", { "expected.wellbeing": 7, "trainer.statements": { explainedClearly: "agree", knewSubject: "stronglyAgree" } }),
);
const withdrawn = (responseId: string, surveyType: SurveyType, movedTo: string | null) =>
  on({ type: "EvaluationWithdrawn", data: { responseId, sessionId: session, surveyType, respondent: pseudonym, movedTo, withdrawnAt: at(2) } });

const scoresOf = (rows: ResultScoreRow[]) =>
  rows.map(({ session_id, survey_type, conversation, capability, opportunity, motivation, behaviour }) => ({
    session_id,
    survey_type,
    conversation,
    capability,
    opportunity,
    motivation,
    behaviour,
  }));
const scoreTotalsOf = (rows: ResultScoreTotalRow[]) =>
  Object.fromEntries(
    rows.map(({ total_key, respondents, capability_sum, capability_count, behaviour_sum, behaviour_count }) => [
      total_key,
      { respondents, capability_sum, capability_count, behaviour_sum, behaviour_count },
    ]),
  );
const feedbackTotalsOf = (rows: ResultFeedbackTotalRow[]) => Object.fromEntries(rows.map(({ total_key, responses }) => [total_key, responses]));
const feedbackOf = (rows: ResultFeedbackRow[]) => rows.map(({ session_id, survey_type, item, answer }) => ({ session_id, survey_type, item, answer }));

describe("the results projection", () => {
  it("scores a response per kind of conversation with the formulas, a 0 answer counting, and keeps its trainer feedback", async () => {
    const projected = await spec.given([preCourseSubmitted, postSubmitted, ...fillers("pre-course"), ...fillers("post")]);
    expect(projected.failures).toEqual([]);
    // Capability (4 + 4) × 10 = 80; opportunity (4 + 4 + 0) × 2/3 × 10 = 53.33…; motivation (4 × 4) × 5 = 80; behaviour 2 ÷ 8 × 100 = 25.
    // Planning and support: no statements answered, behaviour 0 ÷ 8 = 0.
    const scores = scoresOf(await projected.rows<ResultScoreRow>("result_scores", "conversation"));
    expect(scores).toEqual([
      { session_id: session, survey_type: "pre-course", conversation: "planning", capability: null, opportunity: null, motivation: null, behaviour: 0 },
      { session_id: session, survey_type: "pre-course", conversation: "support", capability: null, opportunity: null, motivation: null, behaviour: 0 },
      {
        session_id: session,
        survey_type: "pre-course",
        conversation: "wellbeing",
        capability: 80,
        opportunity: expect.closeTo(53.333, 3),
        motivation: 80,
        behaviour: 25,
      },
    ]);
    expect(feedbackOf(await projected.rows<ResultFeedbackRow>("result_feedback", "item"))).toEqual([
      { session_id: session, survey_type: "post", item: "explainedClearly", answer: "agree" },
      { session_id: session, survey_type: "post", item: "knewSubject", answer: "stronglyAgree" },
    ]);
    // The course's running totals, the 'everyone' figures: a 0 counts, a missing score does not.
    expect(scoreTotalsOf(await projected.rows<ResultScoreTotalRow>("result_score_totals"))).toEqual({
      "C5:pre-course:wellbeing": { respondents: 1, capability_sum: 80, capability_count: 1, behaviour_sum: 25, behaviour_count: 1 },
      "C5:pre-course:planning": { respondents: 1, capability_sum: 0, capability_count: 0, behaviour_sum: 0, behaviour_count: 1 },
      "C5:pre-course:support": { respondents: 1, capability_sum: 0, capability_count: 0, behaviour_sum: 0, behaviour_count: 1 },
    });
    expect(feedbackTotalsOf(await projected.rows<ResultFeedbackTotalRow>("result_feedback_totals"))).toEqual({
      "C5:post:explainedClearly:agree": 1,
      "C5:post:knewSubject:stronglyAgree": 1,
    });
  });

  it("counts answers in the totals only once released with four others of their session's survey; keeps which are released", async () => {
    const four = await spec.given([preCourseSubmitted, ...fillers("pre-course").slice(0, 3)]);
    expect(await four.rows("result_score_totals")).toEqual([]);
    expect((await four.rows<ResultReleaseRow>("result_releases")).map((row) => row.released)).toEqual([false, false, false, false]);
    const five = await spec.given([preCourseSubmitted, ...fillers("pre-course")]);
    expect((await five.rows<ResultReleaseRow>("result_releases")).map((row) => row.released)).toEqual([true, true, true, true, true]);
    expect(scoreTotalsOf(await five.rows<ResultScoreTotalRow>("result_score_totals"))["C5:pre-course:wellbeing"]).toMatchObject({
      respondents: 1,
      capability_sum: 80,
    });
  });

  it("drops a withdrawn response and moves a moved one, which waits for a batch in its new session, in any batch split", async () => {
    const movedIn = on({
      type: "EvaluationMovedIn",
      data: { responseId: preCourse, sessionId: other, surveyType: "pre-course", respondent: pseudonym, movedFrom: session, movedAt: at(3) },
    });
    const events = [
      preCourseSubmitted,
      postSubmitted,
      ...fillers("pre-course"),
      ...fillers("post"),
      withdrawn(preCourse, "pre-course", other),
      movedIn,
      withdrawn(post, "post", null),
    ];
    for (const batches of [[events], events.map((event) => [event])]) {
      const projected = await spec.given(...batches);
      expect(projected.failures).toEqual([]);
      const scores = await projected.rows<ResultScoreRow>("result_scores");
      expect(scores).toHaveLength(3);
      expect(new Set(scores.map((row) => row.session_id))).toEqual(new Set([other]));
      expect(await projected.rows("result_feedback")).toEqual([]);
      // The moved response waits for a batch in its new session: out of the totals until then; the withdrawn one is gone.
      expect(scoreTotalsOf(await projected.rows<ResultScoreTotalRow>("result_score_totals"))["C5:pre-course:wellbeing"]).toMatchObject({
        respondents: 0,
        capability_sum: 0,
      });
      const releases = await projected.rows<ResultReleaseRow>("result_releases");
      expect(releases.find((row) => row.response_id === preCourse)).toMatchObject({ session_id: other, released: false });
      expect(feedbackTotalsOf(await projected.rows<ResultFeedbackTotalRow>("result_feedback_totals"))).toEqual({
        "C5:post:explainedClearly:agree": 0,
        "C5:post:knewSubject:stronglyAgree": 0,
      });
    }
    const released = await spec.given([...events, ...fillers("pre-course", other, "b")]);
    expect(scoreTotalsOf(await released.rows<ResultScoreTotalRow>("result_score_totals"))["C5:pre-course:wellbeing"]).toMatchObject({
      respondents: 1,
      capability_sum: 80,
    });
  });

  it("counts a response met again once, with its latest answers", async () => {
    const again = on(submitted(preCourse, "pre-course", { ...behaviourAnswers, "statements.wellbeing.knowledge": 0 }));
    const projected = await spec.given([preCourseSubmitted, ...fillers("pre-course")], [again]);
    expect(projected.failures).toEqual([]);
    // Capability (0 + 4) × 10 = 40.
    expect(scoreTotalsOf(await projected.rows<ResultScoreTotalRow>("result_score_totals"))["C5:pre-course:wellbeing"]).toMatchObject({
      respondents: 1,
      capability_sum: 40,
      capability_count: 1,
    });
  });

  it("tells the session's staff when a batch is released, so its results screen shows the answers", async () => {
    const four = await announcingReleases.given([postSubmitted, ...fillers("post").slice(0, 3)]);
    expect(four.failures).toEqual([]);
    expect(four.announced.filter((change) => change.topic === "sessions")).toEqual([]);
    const five = await announcingReleases.given([postSubmitted, ...fillers("post")]);
    expect(five.failures).toEqual([]);
    expect(five.announced.filter((change) => change.topic === "sessions").map((change) => change.ids)).toEqual([[session]]);
  });

  it("tells every staff member that results moved, naming the sessions a submission changed, and nobody while rebuilding", async () => {
    const projected = await announcing.given([postSubmitted]);
    expect(projected.announced).toEqual([
      { topic: "results", ids: [session], audience: { roles: ["admin", "superAdmin", "localLead", "trainer"], userIds: [] } },
    ]);
    const quiet = await spec.given([postSubmitted]);
    expect(quiet.announced).toEqual([]);
  });

  it("names no session when a commit does more than submit (a withdrawal), so the results pages read again", async () => {
    const projected = await announcing.given([postSubmitted, withdrawn(post, "post", null)]);
    expect(projected.announced.filter((change) => change.topic === "results").map((change) => change.ids)).toEqual([[]]);
  });
});

/** Each session's totals as the projection keeps them, but those counting nobody (left behind by a withdrawal). */
const sessionScoreTotalsOf = (rows: ResultSessionScoreTotalRow[]) =>
  Object.fromEntries(
    rows
      .filter((row) => row.respondents !== 0)
      .map((row) => [
        row.total_key,
        {
          session_id: row.session_id,
          respondents: row.respondents,
          ...Object.fromEntries(BEHAVIOURAL_MEASURES.flatMap((measure) => [`${measure}_sum`, `${measure}_count`].map((column) => [column, row[column]]))),
        },
      ]),
  );

/** The same added up from the released responses' own rows: what the totals must always equal. */
const sessionScoreTotalsFrom = (scores: ResultScoreRow[], releases: ResultReleaseRow[]) => {
  const released = new Set(releases.filter((row) => row.released).map((row) => row.response_id));
  const totals: Record<string, Record<string, number | string>> = {};
  for (const row of scores.filter((score) => released.has(score.response_id))) {
    const key = `${row.session_id}:${row.course}:${row.survey_type}:${row.conversation}`;
    const total = (totals[key] ??= {
      session_id: row.session_id,
      respondents: 0,
      ...Object.fromEntries(BEHAVIOURAL_MEASURES.flatMap((measure) => [`${measure}_sum`, `${measure}_count`].map((column) => [column, 0]))),
    });
    total.respondents = (total.respondents as number) + 1;
    for (const measure of BEHAVIOURAL_MEASURES) {
      const value = row[measure];
      if (value === null) continue;
      total[`${measure}_sum`] = (total[`${measure}_sum`] as number) + value;
      total[`${measure}_count`] = (total[`${measure}_count`] as number) + 1;
    }
  }
  return totals;
};

const sessionFeedbackTotalsOf = (rows: ResultSessionFeedbackTotalRow[]) =>
  Object.fromEntries(rows.filter((row) => row.responses !== 0).map(({ total_key, responses }) => [total_key, responses]));

const sessionFeedbackTotalsFrom = (feedback: ResultFeedbackRow[], releases: ResultReleaseRow[]) => {
  const released = new Set(releases.filter((row) => row.released).map((row) => row.response_id));
  const totals: Record<string, number> = {};
  for (const row of feedback.filter((answered) => released.has(answered.response_id))) {
    const key = `${row.session_id}:${row.course}:${row.survey_type}:${row.item}:${row.answer}`;
    totals[key] = (totals[key] ?? 0) + 1;
  }
  return totals;
};

describe("each session's running totals (issue 30: a results page adds up its sessions' rows)", () => {
  const movedIn = on({
    type: "EvaluationMovedIn",
    data: { responseId: preCourse, sessionId: other, surveyType: "pre-course", respondent: pseudonym, movedFrom: session, movedAt: at(3) },
  });
  /** The first of fillers("post"). */
  const firstPostFiller = "0190a000-0000-7000-8000-0000000a1001";
  const again = on(submitted(post, "post", { "trainer.statements": { explainedClearly: "disagree", knewSubject: "stronglyAgree" } }));
  /** Released in its session, answered again, moved to another session and released there once that session's batch fills; a post one withdrawn. */
  const story = [
    preCourseSubmitted,
    postSubmitted,
    ...fillers("pre-course"),
    ...fillers("post"),
    again,
    withdrawn(preCourse, "pre-course", other),
    movedIn,
    ...fillers("pre-course", other, "b"),
    withdrawn(firstPostFiller, "post", null),
  ];

  it("equal the released rows added up, after every step of a story of releases, answers met again, moves and withdrawals", async () => {
    for (let steps = 1; steps <= story.length; steps += 1) {
      const projected = await spec.given(story.slice(0, steps));
      expect(projected.failures).toEqual([]);
      const scores = await projected.rows<ResultScoreRow>("result_scores");
      const feedback = await projected.rows<ResultFeedbackRow>("result_feedback");
      const releases = await projected.rows<ResultReleaseRow>("result_releases");
      expect(sessionScoreTotalsOf(await projected.rows<ResultSessionScoreTotalRow>("result_session_score_totals"))).toEqual(
        sessionScoreTotalsFrom(scores, releases),
      );
      expect(sessionFeedbackTotalsOf(await projected.rows<ResultSessionFeedbackTotalRow>("result_session_feedback_totals"))).toEqual(
        sessionFeedbackTotalsFrom(feedback, releases),
      );
    }
  });

  it("follow the moved response to its new session: out of the old one's totals, in the new one's once released there", async () => {
    const projected = await spec.given(story);
    const totals = sessionScoreTotalsOf(await projected.rows<ResultSessionScoreTotalRow>("result_session_score_totals"));
    expect(totals[`${other}:C5:pre-course:wellbeing`]).toMatchObject({ session_id: other, respondents: 1, capability_sum: 80, capability_count: 1 });
    expect(totals[`${session}:C5:pre-course:wellbeing`]).toBeUndefined();
    // The post answer met again counts with its latest answer; the withdrawn filler had none to count.
    expect(sessionFeedbackTotalsOf(await projected.rows<ResultSessionFeedbackTotalRow>("result_session_feedback_totals"))).toEqual({
      [`${session}:C5:post:explainedClearly:disagree`]: 1,
      [`${session}:C5:post:knewSubject:stronglyAgree`]: 1,
    });
  });

  it("are the same replayed in one batch (a rebuild) as projected one event at a time (live)", async () => {
    const rebuilt = await spec.given(story);
    const live = await spec.given(...story.map((event) => [event]));
    expect(live.failures).toEqual([]);
    expect(await rebuilt.everyRow()).toEqual(await live.everyRow());
  });
});
