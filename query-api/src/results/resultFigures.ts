import type { Knex } from "knex";
import {
  BEHAVIOURAL_MEASURES,
  resultFiguresOf,
  type AnswerTotals,
  type BehaviouralMeasure,
  type ConversationType,
  type Course,
  type Module,
  type ResultFiguresAnswer,
  type ResultTotals,
  type SurveyType,
} from "@wellbeing/domain";

// The totals the three accordions' figures (§2.16) are computed from (domain's resultFiguresOf), in a few grouped SQL reads over the read models: the sessions
// in scope (a subquery on `sessions`), the responses counted on them, and the results projection's
// running totals of each session's released scores and trainer feedback (a few rows per session, added
// up), each beside the same over every respondent of the course (the course's running totals).
//
// Answers count only once the disclosure rule released them (domain results/disclosure.ts), here and in
// the totals; and the answers of sessions withheld from the viewer (a trainer who withdrew their
// results-access consent, issue 24 §3) count neither here nor in everyone's. Reach counts every response:
// how many answered is what the roster and Manage Session say anyway, not what anyone answered.

/** The sessions a page counts: a subquery selecting `s.id` (scope, filters and course applied). */
type ScopedSessions = () => Knex.QueryBuilder;

export interface FigureSources {
  readonly db: Knex;
  readonly schema: string;
  readonly course: Course;
  readonly scoped: ScopedSessions;
  /** The sessions whose answers the viewer may not see (a subquery selecting their ids). */
  readonly withheld: ScopedSessions;
  /** Whether any session is withheld from the viewer: else everyone's figures are the totals as they are. */
  readonly anyWithheld: boolean;
  /** The scope is every session of the course: the 'everyone' figures are the page's own. */
  readonly isEveryone: boolean;
}

const reachOf = async ({ db, schema, course, scoped }: FigureSources): Promise<ResultTotals["reach"]> => {
  const [groups, responses] = await Promise.all([
    scoped()
      .clearSelect()
      .select("s.modules", db.raw("count(*)::int AS sessions"), db.raw("coalesce(sum(s.confirmed_count), 0)::int AS confirmed"))
      .groupBy("s.modules") as Promise<Array<{ modules: Module[]; sessions: number; confirmed: number }>>,
    db
      .withSchema(schema)
      .from("evaluation_responses as r")
      .where("r.course", course)
      .whereIn("r.session_id", scoped())
      .select("r.survey_type", db.raw("count(*)::int AS responses"))
      .groupBy("r.survey_type") as Promise<Array<{ survey_type: SurveyType; responses: number }>>,
  ]);
  return {
    groups: groups.map((group) => ({ modules: group.modules, sessions: group.sessions, confirmedParticipants: group.confirmed })),
    responses: Object.fromEntries(responses.map((row) => [row.survey_type, row.responses])),
  };
};

type FeedbackCount = { survey_type: SurveyType; item: string; answer: string; n: number };

/** The released answers counted on some sessions: their sessions' running totals, added up. */
const feedbackCountsIn = (db: Knex, schema: string, course: Course, sessions: ScopedSessions): Promise<FeedbackCount[]> =>
  db
    .withSchema(schema)
    .from("result_session_feedback_totals as f")
    .where("f.course", course)
    .whereIn("f.session_id", sessions())
    .select("f.survey_type", "f.item", "f.answer", db.raw("sum(f.responses)::int AS n"))
    .groupBy("f.survey_type", "f.item", "f.answer")
    .havingRaw("sum(f.responses) > 0") as Promise<FeedbackCount[]>;

/** Everyone's answers: the course's running totals, less those of the sessions withheld from the viewer. */
const everyoneFeedback = async ({ db, schema, course, withheld, anyWithheld }: FigureSources): Promise<FeedbackCount[]> => {
  const totals = (await db
    .withSchema(schema)
    .from("result_feedback_totals")
    .where({ course })
    .where("responses", ">", 0)
    .select("survey_type", "item", "answer", "responses AS n")) as FeedbackCount[];
  if (!anyWithheld) return totals;
  const less = new Map((await feedbackCountsIn(db, schema, course, withheld)).map((row) => [`${row.survey_type} ${row.item} ${row.answer}`, row.n]));
  return totals.map((row) => ({ ...row, n: row.n - (less.get(`${row.survey_type} ${row.item} ${row.answer}`) ?? 0) })).filter((row) => row.n > 0);
};

const hereSessions =
  ({ scoped, withheld, anyWithheld }: FigureSources): ScopedSessions =>
  () =>
    anyWithheld ? scoped().whereNotIn("s.id", withheld()) : scoped();

type SumRow = { survey_type: SurveyType; conversation: ConversationType; respondents: number } & Record<
  `${BehaviouralMeasure}_sum` | `${BehaviouralMeasure}_count`,
  number
>;

/**
 * The sums and counts of the released scores on some sessions, from their sessions' running totals; a
 * null score is in neither (as avg() would leave it out), so a measure nobody scored has a count of 0.
 */
const scoreSumsIn = (db: Knex, schema: string, course: Course, sessions: ScopedSessions): Promise<SumRow[]> =>
  db
    .withSchema(schema)
    .from("result_session_score_totals as r")
    .where("r.course", course)
    .whereIn("r.session_id", sessions())
    .select(
      "r.survey_type",
      "r.conversation",
      db.raw("sum(r.respondents)::int AS respondents"),
      ...BEHAVIOURAL_MEASURES.flatMap((measure) => [
        db.raw("coalesce(sum(??), 0)::float8 AS ??", [`r.${measure}_sum`, `${measure}_sum`]),
        db.raw("coalesce(sum(??), 0)::int AS ??", [`r.${measure}_count`, `${measure}_count`]),
      ]),
    )
    .groupBy("r.survey_type", "r.conversation")
    .havingRaw("sum(r.respondents) > 0") as Promise<SumRow[]>;

/** Everyone's sums: the course's running totals, less those of the sessions withheld from the viewer. */
const everyoneSums = async ({ db, schema, course, withheld, anyWithheld }: FigureSources): Promise<SumRow[]> => {
  const totals = (await db.withSchema(schema).from("result_score_totals").where({ course }).where("respondents", ">", 0).select("*")) as SumRow[];
  if (!anyWithheld) return totals;
  const less = new Map((await scoreSumsIn(db, schema, course, withheld)).map((row) => [`${row.survey_type} ${row.conversation}`, row]));
  return totals
    .map((row) => {
      const minus = less.get(`${row.survey_type} ${row.conversation}`);
      if (!minus) return row;
      const figures = Object.fromEntries(
        BEHAVIOURAL_MEASURES.flatMap((measure) => [
          [`${measure}_sum`, row[`${measure}_sum`] - minus[`${measure}_sum`]],
          [`${measure}_count`, row[`${measure}_count`] - minus[`${measure}_count`]],
        ]),
      );
      return { ...row, ...figures, respondents: row.respondents - minus.respondents } as SumRow;
    })
    .filter((row) => row.respondents > 0);
};

const scoreSumsOf = (rows: ReadonlyArray<SumRow>): AnswerTotals["scores"] =>
  rows.map((row) => ({
    surveyType: row.survey_type,
    conversation: row.conversation,
    respondents: row.respondents,
    sums: Object.fromEntries(BEHAVIOURAL_MEASURES.map((measure) => [measure, row[`${measure}_sum`]])) as Record<BehaviouralMeasure, number>,
    counts: Object.fromEntries(BEHAVIOURAL_MEASURES.map((measure) => [measure, row[`${measure}_count`]])) as Record<BehaviouralMeasure, number>,
  }));

const feedbackOf = (rows: ReadonlyArray<FeedbackCount>): AnswerTotals["feedback"] =>
  rows.map((row) => ({ surveyType: row.survey_type, item: row.item, answer: row.answer, responses: row.n }));

/** The totals of the sessions in scope: their reach, and the released answers here and over everyone (here null when the scope is everyone's). */
export const resultTotals = async (sources: FigureSources): Promise<ResultTotals> => {
  const { db, schema, course, isEveryone } = sources;
  const here = hereSessions(sources);
  const [reach, everyoneFeedbackRows, everyoneScoreRows, hereFeedbackRows, hereScoreRows] = await Promise.all([
    reachOf(sources),
    everyoneFeedback(sources),
    everyoneSums(sources),
    isEveryone ? null : feedbackCountsIn(db, schema, course, here),
    isEveryone ? null : scoreSumsIn(db, schema, course, here),
  ]);
  return {
    reach,
    here: hereFeedbackRows && hereScoreRows ? { scores: scoreSumsOf(hereScoreRows), feedback: feedbackOf(hereFeedbackRows) } : null,
    everyone: { scores: scoreSumsOf(everyoneScoreRows), feedback: feedbackOf(everyoneFeedbackRows) },
  };
};

/** Reach, trainer feedback and behavioural figures of the sessions in scope. */
export const resultFigures = async (sources: FigureSources): Promise<ResultFiguresAnswer> => resultFiguresOf(await resultTotals(sources));
