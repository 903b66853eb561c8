import { format, openBenchDatabase } from "./benchDatabase";
import { measureEventStoreAppend, measurePlainInserts } from "./appendThroughput";
import { CATCH_UP_PAGE, measureCatchUp, measurePlainScan, prepareHistory } from "./projectorCatchUp";
import { measureSessionLists } from "./sessionLists";
import { measureResultQueries } from "./resultQueries";
import { measureSurveySubmission } from "./surveySubmission";
import { reportWelcomeBundle } from "./bundleBudget";
import { measureResearchExport, measureResponsesExport } from "./exports";
import { measureLivePush } from "./livePush";
import { reportLighthouse } from "./lighthouse";
import { measureCheckIn } from "./checkIn";

// `npm run bench`: the welcome page's initial JavaScript against its budget, then event store append
// and projector catch-up throughput, each next to a raw Postgres baseline measured in the same run.
// The catch-up prints each projection alone too, slowest first (BENCH_ONLY=catchUp).
// Then survey submission under 50 concurrent participants next to a plain append of the same event.
// Sizes: BENCH_APPEND_EVENTS, BENCH_SESSIONS, BENCH_LIST_SESSIONS (the session lists over HTTP; BENCH_ONLY=lists),
// BENCH_SURVEY_ROUNDS (rounds of 50 submissions), BENCH_RESULT_SESSIONS and BENCH_RESULT_RESPONSES (the
// results queries; BENCH_ONLY=results runs them alone), BENCH_EXPORT_RESPONSES and BENCH_RESEARCH_EVENTS
// (the exports; BENCH_ONLY=exports). Then the live push to 1,000 connected staff dashboards
// (BENCH_LIVE_DASHBOARDS, BENCH_LIVE_ROUNDS registrations; BENCH_ONLY=live). Lighthouse's mobile Performance
// score of the welcome page, the public course schedule and the staff home comes after the bundle
// (BENCH_ONLY=lighthouse; BENCH_ONLY=bundle prints the bundle alone). Last, a room checking in by the QR code:
// BENCH_CHECK_INS participants (200) over BENCH_CHECK_IN_SPREAD_MS (a minute), p50 and p99 (BENCH_ONLY=checkIn).

const APPEND_EVENTS = Number(process.env.BENCH_APPEND_EVENTS ?? 40_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50_000);
const LIST_SESSIONS = Number(process.env.BENCH_LIST_SESSIONS ?? 100_000);
const SURVEY_ROUNDS = Number(process.env.BENCH_SURVEY_ROUNDS ?? 6);
const EXPORT_RESPONSES = Number(process.env.BENCH_EXPORT_RESPONSES ?? 100_000);
const RESEARCH_EVENTS = Number(process.env.BENCH_RESEARCH_EVENTS ?? 1_000_000);
const RESULT_SESSIONS = Number(process.env.BENCH_RESULT_SESSIONS ?? 10_000);
const RESULT_RESPONSES = Number(process.env.BENCH_RESULT_RESPONSES ?? 100_000);
const LIVE_DASHBOARDS = Number(process.env.BENCH_LIVE_DASHBOARDS ?? 1_000);
const LIVE_ROUNDS = Number(process.env.BENCH_LIVE_ROUNDS ?? 10);
const CHECK_INS = Number(process.env.BENCH_CHECK_INS ?? 200);
const CHECK_IN_SPREAD_MS = Number(process.env.BENCH_CHECK_IN_SPREAD_MS ?? 60_000);
const ONLY = process.env.BENCH_ONLY;
const TARGETS = { append: 10_000, catchUp: 20_000 };

const verdict = (value: number, target: number) => (value >= target ? `meets the target of ≥ ${format(target)}` : `BELOW the target of ≥ ${format(target)}`);

const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;

const reportSurveySubmission = async () => {
  const surveyDb = await openBenchDatabase();
  try {
    const { submit, append } = await measureSurveySubmission(surveyDb.pool, SURVEY_ROUNDS);
    console.log(`Survey submission, 50 participants of a session submitting the pre-course survey at once, ${format(submit.samples)} submissions:`);
    console.log(
      `  submitEvaluation         p50 ${ms(submit.p50)}  p99 ${ms(submit.p99)}  (counted on the person's gate, recorded on their own stream: no stream all share; those waiting decided together)`,
    );
    console.log(`  baseline: plain append   p50 ${ms(append.p50)}  p99 ${ms(append.p99)}  (the same EvaluationSubmitted, 50 writers, a stream each)`);
    console.log(
      `  ratio submit / append    p50 ${(submit.p50 / append.p50).toFixed(2).padStart(7)}     p99 ${(submit.p99 / append.p99).toFixed(2).padStart(7)}`,
    );
  } finally {
    await surveyDb.close();
  }
};

const reportExports = async () => {
  const responsesDb = await openBenchDatabase();
  try {
    await measureResponsesExport(responsesDb.url, responsesDb.pool, EXPORT_RESPONSES);
  } finally {
    await responsesDb.close();
  }
  await reportResearchExport();
};

const reportResearchExport = async () => {
  const researchDb = await openBenchDatabase();
  try {
    await measureResearchExport(researchDb.pool, RESEARCH_EVENTS);
  } finally {
    await researchDb.close();
  }
};

const reportSessionLists = async () => {
  const listDb = await openBenchDatabase();
  try {
    await measureSessionLists(listDb.url, LIST_SESSIONS);
  } finally {
    await listDb.close();
  }
};

const reportResultQueries = async () => {
  const resultsDb = await openBenchDatabase();
  try {
    await measureResultQueries(resultsDb.url, RESULT_SESSIONS, RESULT_RESPONSES);
  } finally {
    await resultsDb.close();
  }
};

const reportLivePush = async () => {
  const liveDb = await openBenchDatabase();
  try {
    await measureLivePush(liveDb.url, LIVE_DASHBOARDS, LIVE_ROUNDS);
  } finally {
    await liveDb.close();
  }
};

const reportCheckIn = async () => {
  const checkInDb = await openBenchDatabase();
  try {
    await measureCheckIn(checkInDb.url, CHECK_INS, CHECK_IN_SPREAD_MS);
  } finally {
    await checkInDb.close();
  }
};

const reportCatchUp = async () => {
  const replayDb = await openBenchDatabase();
  try {
    const total = await prepareHistory(replayDb.pool, SESSIONS);
    const scan = await measurePlainScan(replayDb.pool, total);
    const catchUp = await measureCatchUp(replayDb.pool, replayDb.url, total);
    const ratio = (eventsPerSecond: number) => (eventsPerSecond / scan.eventsPerSecond).toFixed(2);
    console.log(`Projector catch-up from position 0, every read model, ${format(total)} events (personal fields sealed):`);
    console.log(`  projector                ${format(catchUp.eventsPerSecond).padStart(9)} events/s  (${verdict(catchUp.eventsPerSecond, TARGETS.catchUp)})`);
    console.log(`  baseline: plain SELECT   ${format(scan.eventsPerSecond).padStart(9)} events/s`);
    console.log(`  ratio projector / scan   ${ratio(catchUp.eventsPerSecond)}`);
    console.log(`  each projection alone over the same events (events/s, ratio to the scan, statements per page of ${format(CATCH_UP_PAGE)} events):`);
    for (const projection of [...catchUp.projections].sort((a, b) => a.eventsPerSecond - b.eventsPerSecond)) {
      console.log(
        `    ${projection.name.padEnd(22)} ${format(projection.eventsPerSecond).padStart(9)} events/s  ${ratio(projection.eventsPerSecond).padStart(6)}  ${projection.statementsPerPage.toFixed(1).padStart(6)}`,
      );
    }
  } finally {
    await replayDb.close();
  }
};

const main = async () => {
  // BENCH_ONLY=survey (or catchUp, exports, research (its research export alone), lists, results, live, bundle, lighthouse, checkIn) runs that measure alone.
  if (ONLY === "catchUp") return reportCatchUp();
  if (ONLY === "survey") return reportSurveySubmission();
  if (ONLY === "exports") return reportExports();
  if (ONLY === "research") return reportResearchExport();
  if (ONLY === "lists") return reportSessionLists();
  if (ONLY === "results") return reportResultQueries();
  if (ONLY === "live") return reportLivePush();
  if (ONLY === "bundle") return reportWelcomeBundle();
  if (ONLY === "lighthouse") return reportLighthouse();
  if (ONLY === "checkIn") return reportCheckIn();
  await reportWelcomeBundle();
  await reportLighthouse();

  const appendDb = await openBenchDatabase();
  try {
    const store = await measureEventStoreAppend(appendDb.pool, APPEND_EVENTS);
    const baseline = await measurePlainInserts(appendDb.pool, store.plans);
    console.log(`Event store append, 8 concurrent writers, ${format(APPEND_EVENTS)} events in random batches of 1-20:`);
    console.log(`  Postgres event store     ${format(store.eventsPerSecond).padStart(9)} events/s  (${verdict(store.eventsPerSecond, TARGETS.append)})`);
    console.log(`  baseline: plain INSERTs  ${format(baseline.eventsPerSecond).padStart(9)} events/s`);
    console.log(`  ratio store / baseline   ${(store.eventsPerSecond / baseline.eventsPerSecond).toFixed(2)}`);
  } finally {
    await appendDb.close();
  }

  await reportCatchUp();

  await reportSessionLists();
  await reportResultQueries();
  await reportSurveySubmission();
  await reportExports();
  await reportLivePush();
  await reportCheckIn();
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
