import type { Knex } from "knex";
import { hashPassword, registerUser } from "@wellbeing/command-api";
import { CONVERSATION_TYPES, TRAINER_FEEDBACK_ITEMS, behaviouralScores, type Role, type SurveyType } from "@wellbeing/domain";
import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { insertSyntheticSessions, randomFrom, syntheticSessions, type SyntheticSession } from "@wellbeing/query-api/sessionLists/testing";
import { startSystem } from "@wellbeing/scripts";
import { format } from "./benchDatabase";
import { EXPLAIN, explainRequest } from "./explainPlans";
import { reportLatencyTarget } from "./latencyTarget";
import { timeRequests } from "./httpTiming";

// The results queries at scale, over HTTP as the browser asks (BENCH_RESULT_SESSIONS sessions,
// BENCH_RESULT_RESPONSES responses written straight into the read models): the results page per
// target and the staff home, each p50 and p99, next to a bare route timed in the same run; a query with a
// target (issue 30) also prints its p99 against it and its ratio to the bare route's. BENCH_EXPLAIN=1 prints
// each query's plans. Another query is one more line in QUERIES.

const ROUNDS = 40;
const TARGET_ROUNDS = 200;
const PASSWORD = "Bench-pass-1!";
const CHUNK = 1_000;
const SURVEY_MIX: ReadonlyArray<SurveyType> = ["pre-course", "pre-course", "post", "post", "3-months-follow-up", "6-months-follow-up"];

type Who = "admin" | "lead" | "trainer";

/** One timed query: who asks, and the request (path, and a body for a read sent as POST). */
interface TimedQuery {
  readonly label: string;
  readonly who: Who;
  readonly path: (ids: Record<Who, string> & { readonly session: string; readonly surveyType: SurveyType }) => string;
  readonly body?: Record<string, unknown>;
  /** Issue 30's target for its p99 (ms), timed over more requests so the p99 is not just the slowest. */
  readonly p99Target?: number;
}

const QUERIES: ReadonlyArray<TimedQuery> = [
  { label: "bare route: who am I (GET /api/users/auth)", who: "trainer", path: () => "/api/users/auth" },
  {
    label: "results, target me (a trainer)",
    who: "trainer",
    path: (ids) => `/api/users/${ids.trainer}/results`,
    body: { target: "me", course: "C5" },
    p99Target: 20,
  },
  { label: "results, target myGroup (a local lead)", who: "lead", path: (ids) => `/api/users/${ids.lead}/results`, body: { target: "myGroup", course: "C5" } },
  { label: "results, target all (an admin)", who: "admin", path: (ids) => `/api/users/${ids.admin}/results`, body: { target: "all", course: "C5" } },
  { label: "staff home tiles (POST /api/all/dashboard)", who: "lead", path: () => "/api/all/dashboard", body: {} },
  { label: "staff home (GET /api/staff-home)", who: "lead", path: () => "/api/staff-home" },
  { label: "per-session results (a trainer's session)", who: "trainer", path: (ids) => `/api/session/${ids.session}/${ids.surveyType}/responses` },
];

const uuidOf = (index: number) => `000000c0-0000-7000-8000-${index.toString(16).padStart(12, "0")}`;

/** Answers a pre-course or follow-up response might give: every statement 0–5, people seen and conversations. */
const behaviourAnswers = (random: () => number) => {
  const peopleSeen = Math.floor(random() * 12);
  const answers: Record<string, number> = { "behaviour.peopleSeen": peopleSeen };
  for (const conversation of CONVERSATION_TYPES) {
    answers[`behaviour.${conversation}`] = Math.floor(random() * (peopleSeen + 1));
    for (const statement of ["knowledge", "skill", "habit", "expectedOutcome", "confidence", "colleaguesSupport", "employerSupport", "time", "role"]) {
      answers[`statements.${conversation}.${statement}`] = Math.floor(random() * 6);
    }
  }
  return answers;
};

/** `count` responses on the sessions, with their rows in the evaluations and results read models (scores by the domain's formulas). */
const insertSyntheticResponses = async (db: Knex, schema: string, sessions: ReadonlyArray<SyntheticSession>, count: number) => {
  const random = randomFrom(11);
  const responses: Record<string, unknown>[] = [];
  const scores: Record<string, unknown>[] = [];
  const feedback: Record<string, unknown>[] = [];
  for (let index = 0; index < count; index += 1) {
    const session = sessions[Math.floor(random() * sessions.length)]!;
    const surveyType = SURVEY_MIX[Math.floor(random() * SURVEY_MIX.length)]!;
    const responseId = uuidOf(index);
    const common = { response_id: responseId, session_id: session.id, course: session.course, survey_type: surveyType };
    responses.push({
      ...common,
      respondent: `bench-${index}`,
      questionnaire_version: "v1",
      modules: [...session.modules],
      answers: "{}",
      written_answers: null,
      demographics_given: false,
      disagreed_to_research: false,
      submitted_at: new Date(),
    });
    if (surveyType === "post") {
      for (const { item, answers } of TRAINER_FEEDBACK_ITEMS) {
        feedback.push({ ...common, feedback_key: `${responseId}:${item}`, item, answer: answers[Math.floor(random() * answers.length)]!.value });
      }
    } else {
      const answers = behaviourAnswers(random);
      for (const conversation of CONVERSATION_TYPES)
        scores.push({ ...common, score_key: `${responseId}:${conversation}`, conversation, ...behaviouralScores(answers, conversation) });
    }
  }
  await db.batchInsert(`${schema}.evaluation_responses`, responses, CHUNK);
  await db.batchInsert(`${schema}.result_scores`, scores, CHUNK);
  await db.batchInsert(`${schema}.result_feedback`, feedback, CHUNK);
  // Every response released, as the results projection would hold them once their batches filled (the disclosure rule).
  await db.raw(
    `INSERT INTO ??.result_releases (response_id, session_id, survey_type, course, arrived_at, released)
     SELECT response_id, session_id, survey_type, course, submitted_at, true FROM ??.evaluation_responses`,
    [schema, schema],
  );
  // The course's and each session's totals the results projection keeps as it goes, here summed once.
  const sums = `count(*), coalesce(sum(capability), 0), count(capability), coalesce(sum(opportunity), 0), count(opportunity),
    coalesce(sum(motivation), 0), count(motivation), coalesce(sum(behaviour), 0), count(behaviour)`;
  await db.raw(
    `INSERT INTO ??.result_score_totals
     SELECT course || ':' || survey_type || ':' || conversation, course, survey_type, conversation, ${sums}
     FROM ??.result_scores GROUP BY course, survey_type, conversation`,
    [schema, schema],
  );
  await db.raw(
    `INSERT INTO ??.result_session_score_totals
     SELECT session_id || ':' || course || ':' || survey_type || ':' || conversation, session_id, course, survey_type, conversation, ${sums}
     FROM ??.result_scores GROUP BY session_id, course, survey_type, conversation`,
    [schema, schema],
  );
  await db.raw(
    `INSERT INTO ??.result_feedback_totals
     SELECT course || ':' || survey_type || ':' || item || ':' || answer, course, survey_type, item, answer, count(*)
     FROM ??.result_feedback GROUP BY course, survey_type, item, answer`,
    [schema, schema],
  );
  await db.raw(
    `INSERT INTO ??.result_session_feedback_totals
     SELECT session_id || ':' || course || ':' || survey_type || ':' || item || ':' || answer, session_id, course, survey_type, item, answer, count(*)
     FROM ??.result_feedback GROUP BY session_id, course, survey_type, item, answer`,
    [schema, schema],
  );
  // The staff home's reach per session, as the dashboard projection would hold it.
  const perSession = new Map<string, number>();
  for (const response of responses) perSession.set(String(response.session_id), (perSession.get(String(response.session_id)) ?? 0) + 1);
  await db.batchInsert(
    `${schema}.session_reach`,
    sessions.map((session) => ({
      session_id: session.id,
      trainer_ids: [...session.trainerIds],
      participant_count: session.confirmed,
      response_count: perSession.get(session.id) ?? 0,
      survey_responses: "{}",
    })),
    CHUNK,
  );
  for (const table of [
    "evaluation_responses",
    "result_scores",
    "result_feedback",
    "result_releases",
    "result_session_score_totals",
    "result_session_feedback_totals",
    "session_reach",
  ])
    await db.raw("VACUUM ANALYZE ??.??", [schema, table]);
};

export const measureResultQueries = async (databaseUrl: string, sessionCount: number, responseCount: number) => {
  const system = await startSystem({ databaseUrl, jwtSecret: "bench-secret-that-is-long-enough-for-hs256-signing", port: 0, host: "127.0.0.1" });
  try {
    const context = { actorId: null, correlationId: "bench", now: new Date() };
    const account = async (email: string, roles: Role[], localLeadId: string | null) => {
      const registered = await registerUser(
        system,
        { email, name: email, passwordHash: await hashPassword(PASSWORD), roles, organisation: null, localAuthorities: ["Newport"], localLeadId },
        context,
      );
      if (registered._tag === "Left") throw new Error(`account not registered: ${email}`);
      return registered.right.userId;
    };
    const ids: Record<Who, string> = { admin: await account("admin@bench.test", ["admin"], null), lead: "", trainer: "" };
    ids.lead = await account("lead@bench.test", ["localLead"], null);
    ids.trainer = await account("trainer@bench.test", ["trainer"], ids.lead);

    // The bench's own trainer and lead deliver a share of the sessions, as a busy trainer would (1 in 50, 1 in 100).
    const data = syntheticSessions({ sessions: sessionCount, leads: 40, trainersPerLead: 10, loneTrainers: 20 });
    const sessions = data.sessions.map((session, index) =>
      index % 50 === 0 ? { ...session, trainerIds: [ids.trainer] } : index % 100 === 1 ? { ...session, trainerIds: [ids.lead] } : session,
    );
    await insertSyntheticSessions(system.db, READ_MODEL_SCHEMA, { ...data, sessions });
    await insertSyntheticResponses(system.db, READ_MODEL_SCHEMA, sessions, responseCount);

    const cookies = {} as Record<Who, string>;
    for (const who of ["admin", "lead", "trainer"] as const) {
      const login = await fetch(`${system.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: `${who}@bench.test`, password: PASSWORD }),
      });
      cookies[who] = login.headers.get("set-cookie")!.split(";")[0]!;
    }

    console.log(`Results over HTTP, ${format(sessionCount)} sessions and ${format(responseCount)} responses, ${ROUNDS} requests each (ms, p50 / p99):`);
    // The trainer's session with the most responses, for the per-session results.
    const busiest = await system.db
      .withSchema(READ_MODEL_SCHEMA)
      .from("evaluation_responses")
      .select("session_id", "survey_type")
      .count("* as n")
      .whereIn(
        "session_id",
        sessions.filter((session) => session.trainerIds.includes(ids.trainer)).map((session) => session.id),
      )
      .groupBy("session_id", "survey_type")
      .orderBy("n", "desc")
      .first();
    const at = { ...ids, session: String(busiest?.session_id), surveyType: (busiest?.survey_type ?? "post") as SurveyType };
    const send = (query: TimedQuery) =>
      fetch(`${system.url}${query.path(at)}`, {
        method: query.body ? "POST" : "GET",
        headers: { cookie: cookies[query.who], ...(query.body ? { "content-type": "application/json" } : {}) },
        ...(query.body ? { body: JSON.stringify(query.body) } : {}),
      });
    for (const query of QUERIES) {
      const request = () => send(query);
      await request().then((response) => response.arrayBuffer()); // warm-up
      const { median, p99 } = await timeRequests(request, ROUNDS);
      console.log(`  ${query.label.padEnd(46)} ${median.toFixed(1).padStart(7)} / ${p99.toFixed(1).padStart(7)}`);
    }
    const bare = { label: "the bare route", request: () => send(QUERIES[0]!) };
    for (const query of QUERIES)
      if (query.p99Target)
        await reportLatencyTarget({ label: query.label, request: () => send(query) }, bare, { percentile: 0.99, ms: query.p99Target, rounds: TARGET_ROUNDS });
    if (EXPLAIN) for (const query of QUERIES.slice(1)) await explainRequest(system.db, query.label, () => send(query));
  } finally {
    await system.stop();
  }
};
