import type { Knex } from "knex";
import {
  BEHAVIOURAL_MEASURES,
  CONVERSATION_TYPES,
  SURVEY_TYPES,
  TRAINER_FEEDBACK_ITEMS,
  answerShares,
  moduleReach,
  roundScore,
  surveyReach,
  type BehaviouralMeasure,
  type ConversationType,
  type Course,
  type Module,
  type ResultFiguresAnswer,
  type SurveyType,
} from "@wellbeing/domain";

// The three accordions' figures (§2.16) in a few grouped SQL reads over the read models: the sessions
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

interface FigureSources {
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

const reachOf = async ({ db, schema, course, scoped }: FigureSources): Promise<ResultFiguresAnswer["reach"]> => {
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
  const sessionsByModules = groups.map((group) => ({ modules: group.modules, sessions: group.sessions, confirmedParticipants: group.confirmed }));
  return {
    modules: moduleReach(sessionsByModules),
    surveys: surveyReach(sessionsByModules, Object.fromEntries(responses.map((row) => [row.survey_type, row.responses]))),
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

/** answer counts by `surveyType item` */
const countsByItem = (rows: ReadonlyArray<{ survey_type: SurveyType; item: string; answer: string; n: number }>) => {
  const counts = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const key = `${row.survey_type} ${row.item}`;
    counts.set(key, { ...counts.get(key), [row.answer]: row.n });
  }
  return counts;
};

const total = (counts: Readonly<Record<string, number>> | undefined) => Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

const trainerFeedbackOf = async (sources: FigureSources): Promise<ResultFiguresAnswer["trainerFeedback"]> => {
  const { db, schema, course, isEveryone } = sources;
  const [everyoneRows, hereRows] = await Promise.all([
    everyoneFeedback(sources),
    isEveryone ? null : feedbackCountsIn(db, schema, course, hereSessions(sources)),
  ]);
  const everyone = countsByItem(everyoneRows);
  const here = hereRows ? countsByItem(hereRows) : everyone;
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

type MeanRow = { survey_type: SurveyType; conversation: ConversationType; respondents: number } & Record<BehaviouralMeasure, number | null>;

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

/** Means from sums: a measure nobody scored has none. */
const meansOf = (rows: ReadonlyArray<SumRow>): MeanRow[] =>
  rows.map((row) => ({
    survey_type: row.survey_type,
    conversation: row.conversation,
    respondents: row.respondents,
    ...(Object.fromEntries(
      BEHAVIOURAL_MEASURES.map((measure) => [measure, row[`${measure}_count`] > 0 ? row[`${measure}_sum`] / row[`${measure}_count`] : null]),
    ) as Record<BehaviouralMeasure, number | null>),
  }));

const behaviouralOf = async (sources: FigureSources): Promise<ResultFiguresAnswer["behavioural"]> => {
  const { db, schema, course, isEveryone } = sources;
  const [everyoneSumRows, hereSumRows] = await Promise.all([everyoneSums(sources), isEveryone ? null : scoreSumsIn(db, schema, course, hereSessions(sources))]);
  const everyoneRows = meansOf(everyoneSumRows);
  const hereRows = hereSumRows ? meansOf(hereSumRows) : everyoneRows;
  const find = (rows: ReadonlyArray<MeanRow>, surveyType: SurveyType, conversation: ConversationType) =>
    rows.find((row) => row.survey_type === surveyType && row.conversation === conversation);
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
          measures: BEHAVIOURAL_MEASURES.map((measure) => ({ measure, mean: roundScore(here?.[measure] ?? null), everyoneMean: roundScore(all[measure]) })),
        },
      ];
    }),
  );
};

/** Reach, trainer feedback and behavioural figures of the sessions in scope. */
export const resultFigures = async (sources: FigureSources): Promise<ResultFiguresAnswer> => {
  const [reach, trainerFeedback, behavioural] = await Promise.all([reachOf(sources), trainerFeedbackOf(sources), behaviouralOf(sources)]);
  return { reach, trainerFeedback, behavioural };
};
