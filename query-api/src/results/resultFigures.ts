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
// per-response scores and trainer feedback, each beside the same over every respondent of the course
// (read from the projection's running totals of the course: a few rows, whatever the responses).

/** The sessions a page counts: a subquery selecting `s.id` (scope, filters and course applied). */
export type ScopedSessions = () => Knex.QueryBuilder;

interface FigureSources {
  readonly db: Knex;
  readonly schema: string;
  readonly course: Course;
  readonly scoped: ScopedSessions;
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

type Narrowing = ScopedSessions | null;

type FeedbackCount = { survey_type: SurveyType; item: string; answer: string; n: number };

/** The answers counted on the sessions in scope, or (no narrowing) everyone's from the course's running totals. */
const feedbackCounts = (db: Knex, schema: string, course: Course, narrowing: Narrowing): Promise<FeedbackCount[]> => {
  if (!narrowing) {
    return db.withSchema(schema).from("result_feedback_totals").where({ course }).where("responses", ">", 0).select("survey_type", "item", "answer", "responses AS n") as Promise<FeedbackCount[]>;
  }
  return db
    .withSchema(schema)
    .from("result_feedback as f")
    .where("f.course", course)
    .whereIn("f.session_id", narrowing())
    .select("f.survey_type", "f.item", "f.answer", db.raw("count(*)::int AS n"))
    .groupBy("f.survey_type", "f.item", "f.answer") as Promise<FeedbackCount[]>;
};

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

const trainerFeedbackOf = async ({ db, schema, course, scoped, isEveryone }: FigureSources): Promise<ResultFiguresAnswer["trainerFeedback"]> => {
  const everyoneRows = await feedbackCounts(db, schema, course, null);
  const everyone = countsByItem(everyoneRows);
  const here = isEveryone ? everyone : countsByItem(await feedbackCounts(db, schema, course, scoped));
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

/** The mean scores on the sessions in scope, or (no narrowing) everyone's from the course's running totals. */
const scoreMeans = (db: Knex, schema: string, course: Course, narrowing: Narrowing): Promise<MeanRow[]> => {
  if (!narrowing) {
    return db
      .withSchema(schema)
      .from("result_score_totals")
      .where({ course })
      .where("respondents", ">", 0)
      .select("survey_type", "conversation", "respondents", ...BEHAVIOURAL_MEASURES.map((measure) => db.raw("?? / NULLIF(??, 0) AS ??", [`${measure}_sum`, `${measure}_count`, measure]))) as Promise<MeanRow[]>;
  }
  // avg() leaves out the respondents with no score (null), never a 0.
  return db
    .withSchema(schema)
    .from("result_scores as r")
    .where("r.course", course)
    .whereIn("r.session_id", narrowing())
    .select("r.survey_type", "r.conversation", db.raw("count(*)::int AS respondents"), ...BEHAVIOURAL_MEASURES.map((measure) => db.raw("avg(??)::float8 AS ??", [`r.${measure}`, measure])))
    .groupBy("r.survey_type", "r.conversation") as Promise<MeanRow[]>;
};

const behaviouralOf = async ({ db, schema, course, scoped, isEveryone }: FigureSources): Promise<ResultFiguresAnswer["behavioural"]> => {
  const everyoneRows = await scoreMeans(db, schema, course, null);
  const hereRows = isEveryone ? everyoneRows : await scoreMeans(db, schema, course, scoped);
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
