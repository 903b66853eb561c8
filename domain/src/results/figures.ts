import { Schema } from "effect";
import { SURVEY_TYPES, type Module, type SurveyType } from "../constants";
import { ModuleAnswer, SurveyTypeAnswer } from "../shared/answers";
import { BEHAVIOURAL_MEASURES, CONVERSATION_TYPES, roundScore, type BehaviouralMeasure, type ConversationType } from "./behaviouralScores";
import type { ResultFiguresAnswer } from "./contracts";
import { moduleReach, surveyReach } from "./reachFigures";
import { TRAINER_FEEDBACK_ITEMS, answerShares } from "./trainerFeedback";

// The results page's three accordions (§2.16) built from running totals: the query API builds its
// answer with resultFiguresOf, and the web recomputes a screen with it from the totals a live push
// carries, so both give the same figures to the digit.

const Count = Schema.Number;

/** Released scores of one survey type and kind of conversation: respondents, and per measure the sum and count of the scores given. */
const ScoreSums = Schema.Struct({
  surveyType: SurveyTypeAnswer,
  conversation: Schema.Literal(...CONVERSATION_TYPES),
  respondents: Count,
  sums: Schema.Record({ key: Schema.Literal(...BEHAVIOURAL_MEASURES), value: Schema.Number }),
  counts: Schema.Record({ key: Schema.Literal(...BEHAVIOURAL_MEASURES), value: Count }),
});
export type ScoreSums = typeof ScoreSums.Type;

/** Released 'about your trainer' answers: how many gave `answer` to `item` of a survey type. */
const FeedbackCount = Schema.Struct({ surveyType: SurveyTypeAnswer, item: Schema.String, answer: Schema.String, responses: Count });
export type FeedbackCount = typeof FeedbackCount.Type;

const AnswerTotals = Schema.Struct({ scores: Schema.Array(ScoreSums), feedback: Schema.Array(FeedbackCount) });
export type AnswerTotals = typeof AnswerTotals.Type;

/** What the figures of a page are computed from: its sessions' reach, and the released answers counted here and over everyone. */
export const ResultTotals = Schema.Struct({
  reach: Schema.Struct({
    /** The sessions in scope grouped by their modules: how many, and their confirmed attendees. */
    groups: Schema.Array(Schema.Struct({ modules: Schema.Array(ModuleAnswer), sessions: Count, confirmedParticipants: Count })),
    /** Every response on them (released or not), by survey type. */
    responses: Schema.partial(Schema.Record({ key: SurveyTypeAnswer, value: Count })),
  }),
  /** The answers on the sessions in scope; null when the scope is everyone's. */
  here: Schema.NullOr(AnswerTotals),
  /** The answers over every respondent of the course the viewer may see. */
  everyone: AnswerTotals,
}).annotations({ identifier: "ResultTotals" });
export type ResultTotals = typeof ResultTotals.Type;

/** answer counts by `surveyType item` */
const countsByItem = (rows: ReadonlyArray<FeedbackCount>) => {
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = `${row.surveyType} ${row.item}`;
    counts.set(key, { ...counts.get(key), [row.answer]: row.responses });
  }
  return counts;
};

const total = (counts: Readonly<Record<string, number>> | undefined) => Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

const trainerFeedbackOf = (everyoneRows: ReadonlyArray<FeedbackCount>, hereRows: ReadonlyArray<FeedbackCount>): ResultFiguresAnswer["trainerFeedback"] => {
  const everyone = countsByItem(everyoneRows);
  const here = hereRows === everyoneRows ? everyone : countsByItem(hereRows);
  return SURVEY_TYPES.flatMap((surveyType) =>
    TRAINER_FEEDBACK_ITEMS.flatMap(({ item, answers }) => {
      const key = `${surveyType} ${item}`;
      if (!everyone.has(key)) return [];
      const values = answers.map((answer) => answer.value);
      const shares = answerShares(here.get(key) ?? {}, values);
      const everyoneShares = answerShares(everyone.get(key) ?? {}, values);
      return [
        {
          surveyType,
          item,
          responses: total(here.get(key)),
          everyoneResponses: total(everyone.get(key)),
          answers: values.map((answer) => ({ answer, share: shares[answer] ?? 0, everyoneShare: everyoneShares[answer] ?? 0 })),
        },
      ];
    }),
  );
};

/** A measure nobody scored has no mean. */
const meanOf = (row: ScoreSums | undefined, measure: BehaviouralMeasure): number | null =>
  row !== undefined && row.counts[measure] > 0 ? row.sums[measure] / row.counts[measure] : null;

const behaviouralOf = (everyoneRows: ReadonlyArray<ScoreSums>, hereRows: ReadonlyArray<ScoreSums>): ResultFiguresAnswer["behavioural"] => {
  const find = (rows: ReadonlyArray<ScoreSums>, surveyType: SurveyType, conversation: ConversationType) =>
    rows.find((row) => row.surveyType === surveyType && row.conversation === conversation);
  return CONVERSATION_TYPES.flatMap((conversation) =>
    SURVEY_TYPES.flatMap((surveyType) => {
      const all = find(everyoneRows, surveyType, conversation);
      if (!all) return [];
      const here = find(hereRows, surveyType, conversation);
      return [
        {
          conversation,
          surveyType,
          respondents: here?.respondents ?? 0,
          everyoneRespondents: all.respondents,
          measures: BEHAVIOURAL_MEASURES.map((measure) => ({
            measure,
            mean: roundScore(meanOf(here, measure)),
            everyoneMean: roundScore(meanOf(all, measure)),
          })),
        },
      ];
    }),
  );
};

/** Reach, trainer feedback and behavioural figures (§2.16) of a page, from its totals. */
export const resultFiguresOf = (totals: ResultTotals): ResultFiguresAnswer => {
  const groups = totals.reach.groups.map((group) => ({ ...group, modules: group.modules as ReadonlyArray<Module> }));
  const here = totals.here ?? totals.everyone;
  return {
    reach: { modules: moduleReach(groups), surveys: surveyReach(groups, totals.reach.responses) },
    trainerFeedback: trainerFeedbackOf(totals.everyone.feedback, here.feedback),
    behavioural: behaviouralOf(totals.everyone.scores, here.scores),
  };
};
