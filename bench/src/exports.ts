import { pipeline } from "node:stream/promises";
import { Writable } from "node:stream";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import { NO_FILTERS, programmeDate, questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { READ_MODEL_SCHEMA, openEventStore } from "@wellbeing/platform";
import { responsesQuery, replayResearchLog, researchPseudonymiser, researchZip } from "@wellbeing/query-api";
import { insertSyntheticSessions, syntheticSessions } from "@wellbeing/query-api/sessionLists/testing";
import { format, perSecond } from "./benchDatabase";
import { benchAdminCookie, startBenchSystem } from "./benchSystem";
import { measurePlainScan } from "./projectorCatchUp";

// The exports at scale: the responses CSV export over HTTP (time, the process's peak heap and
// resident memory while it streams) next to PostgreSQL's own COPY of the same rows; and the research
// export replaying a long event log, in events per second, next to a plain scan of the same log.

const MEMORY_BUDGET_MB = 150;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** The answers of a complete pre-course survey, as the read model and the log keep them (free text apart). */
const answersJson = () => {
  const form = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(form)
        .filter(([, value]) => typeof value.answer !== "string" || value.answer !== "Support worker")
        .map(([code, value]) => [code, value.answer]),
    ),
  );
};

/** Counts the bytes of a stream, holding none of them. */
const byteCounter = () => {
  let bytes = 0;
  return { sink: new Writable({ write: (chunk: Buffer, _encoding, done) => ((bytes += chunk.length), done()) }), bytes: () => bytes };
};

/** `responses` rows straight into the read model: three per respondent, the first giving the demographics. */
const insertResponses = async (pool: pg.Pool, responses: number) => {
  await pool.query(
    `WITH s AS (SELECT id, course, modules, (row_number() OVER (ORDER BY id)) - 1 AS n FROM ${READ_MODEL_SCHEMA}.sessions),
          total AS (SELECT count(*) AS c FROM s)
     INSERT INTO ${READ_MODEL_SCHEMA}.evaluation_responses
       (response_id, session_id, survey_type, respondent, questionnaire_version, course, modules, answers, written_answers, demographics_given, disagreed_to_research, submitted_at)
     SELECT gen_random_uuid(), s.id, CASE WHEN i % 3 = 0 THEN 'pre-course' ELSE 'post' END, 'bench-' || (i / 3), 'v1', s.course, s.modules, $1::jsonb,
            NULL, i % 3 = 0, i % 10 = 0, now() - (i || ' seconds')::interval
       FROM generate_series(0, $2::int - 1) AS i JOIN s ON s.n = i % (SELECT c FROM total)`,
    [answersJson(), responses],
  );
  // Every one released, as the results projection would hold them once their batches filled (the disclosure rule).
  await pool.query(
    `INSERT INTO ${READ_MODEL_SCHEMA}.result_releases (response_id, session_id, survey_type, course, arrived_at, released)
     SELECT response_id, session_id, survey_type, course, submitted_at, true FROM ${READ_MODEL_SCHEMA}.evaluation_responses`,
  );
};

export const measureResponsesExport = async (databaseUrl: string, pool: pg.Pool, responses: number) => {
  const system = await startBenchSystem(databaseUrl);
  try {
    await insertSyntheticSessions(system.db, READ_MODEL_SCHEMA, syntheticSessions({ sessions: 5_000, leads: 20, trainersPerLead: 10, loneTrainers: 20 }));
    await insertResponses(pool, responses);
    await pool.query(`ANALYZE ${READ_MODEL_SCHEMA}.evaluation_responses, ${READ_MODEL_SCHEMA}.sessions, ${READ_MODEL_SCHEMA}.users`);
    const cookie = await benchAdminCookie(system);

    global.gc?.();
    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 5);
    const started = performance.now();
    const response = await fetch(`${system.url}/api/export-csv/responses`, { headers: { cookie } });
    if (!response.ok || !response.body) throw new Error(`export failed: ${response.status}`);
    const exported = byteCounter();
    await pipeline(response.body, exported.sink);
    const exportMs = performance.now() - started;
    clearInterval(sampler);

    // Baseline: PostgreSQL writing the same rows as CSV itself, streamed out the same way.
    const sql = responsesQuery(
      system.db,
      READ_MODEL_SCHEMA,
      {
        scope: { kind: "all" },
        filters: NO_FILTERS,
        type: "all",
        today: programmeDate(new Date()),
        hideTrainerUpskill: false,
        occurring: { from: null, to: null },
      },
      "00000000-0000-7000-8000-000000000000",
    ).toString();
    const client = await pool.connect();
    const copied = byteCounter();
    const copyStarted = performance.now();
    try {
      await pipeline(client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv, HEADER)`)), copied.sink);
    } finally {
      client.release();
    }
    const copyMs = performance.now() - copyStarted;

    const heap = mb(peakHeap - before.heapUsed);
    console.log(`Responses CSV export over HTTP, ${format(responses)} responses (one column per question, demographics joined by pseudonym):`);
    console.log(
      `  export                   ${(exportMs / 1000).toFixed(2).padStart(7)} s  ${format(Math.round(mb(exported.bytes())))} MB  ${format(perSecond(responses, exportMs))} rows/s`,
    );
    console.log(
      `  memory while streaming   peak heap +${heap.toFixed(1)} MB over ${mb(before.heapUsed).toFixed(1)} MB, peak RSS ${mb(peakRss).toFixed(1)} MB (whole process: system and bench)  ` +
        `(${heap <= MEMORY_BUDGET_MB ? "within" : "OVER"} the ${MEMORY_BUDGET_MB} MB budget)`,
    );
    console.log(
      `  baseline: COPY TO STDOUT ${(copyMs / 1000).toFixed(2).padStart(7)} s  ${format(Math.round(mb(copied.bytes())))} MB (the same query, raw columns)`,
    );
    console.log(`  ratio export / COPY      ${(exportMs / copyMs).toFixed(2).padStart(7)}`);
  } finally {
    await system.stop();
  }
};

/** `events` events straight into the log: sessions, then consented and declined responses over them (one stream each). */
const insertResearchLog = async (pool: pg.Pool, events: number) => {
  const sessions = Math.max(1, Math.round(events / 50));
  const metadata = JSON.stringify({ actorId: null, correlationId: "bench", causationId: null, occurredAt: new Date().toISOString(), schemaVersion: 1 });
  await pool.query(
    `INSERT INTO es_events (stream_id, stream_revision, event_id, type, data, metadata)
     SELECT 'session-' || i, 0, gen_random_uuid(), 'SessionScheduled',
            jsonb_build_object('sessionId', 's-' || i, 'shortId', 'b' || i, 'course', 'C5', 'modules', jsonb_build_array('1'),
              'dates', jsonb_build_array(jsonb_build_object('sessionDate', '2026-01-01', 'startTime', '10:00', 'endTime', '12:00')),
              'capacity', 20, 'remote', i % 2 = 0, 'address', NULL, 'meetingPlatform', NULL, 'meetingLink', NULL,
              'trainerIds', jsonb_build_array('t-' || (i % 200)), 'contactEmail', NULL, 'extraInfo', NULL, 'scheduledBy', 't-' || (i % 200), 'scheduledAt', now()),
            $1::jsonb
       FROM generate_series(0, $2::int - 1) AS i`,
    [metadata, sessions],
  );
  // In slices, so no single statement holds the whole log in memory.
  const slice = 100_000;
  for (let from = 0; from < events - sessions; from += slice) {
    await pool.query(
      `INSERT INTO es_events (stream_id, stream_revision, event_id, type, data, metadata)
       SELECT 'evaluation-' || i, 0, gen_random_uuid(), 'EvaluationSubmitted',
              jsonb_build_object('responseId', 'r-' || i, 'sessionId', 's-' || (i % $3::int), 'surveyType', CASE WHEN i % 3 = 0 THEN 'pre-course' ELSE 'post' END,
                'questionnaireVersion', 'v1', 'respondent', 'p-' || (i / 3), 'course', 'C5', 'modules', jsonb_build_array('1'), 'answers', $1::jsonb,
                'writtenAnswers', NULL, 'demographicsGiven', i % 3 = 0, 'disagreedToResearch', i % 10 = 0, 'submittedAt', now()),
              $2::jsonb
         FROM generate_series($4::int, LEAST($4::int + ${slice}, $5::int) - 1) AS i`,
      [answersJson(), metadata, sessions, from, events - sessions],
    );
  }
};

export const measureResearchExport = async (pool: pg.Pool, events: number) => {
  await insertResearchLog(pool, events);
  const { sealedStore, store } = await openEventStore(pool, {});
  try {
    const asOf = programmeDate(new Date());
    // The plain scan on either side of the export, so a change of load during the run meets both alike.
    const scanBefore = await measurePlainScan(pool, events);
    const started = performance.now();
    const { replay } = await replayResearchLog(sealedStore, asOf, researchPseudonymiser("bench-research-key"));
    const replayed = performance.now();
    const dataset = replay.dataset();
    const zip = await researchZip(dataset, asOf);
    const elapsed = performance.now() - started;
    const scanAfter = await measurePlainScan(pool, events);
    const scan = { eventsPerSecond: Math.round(2 / (1 / scanBefore.eventsPerSecond + 1 / scanAfter.eventsPerSecond)) };
    console.log(`Research export replayed from the log, ${format(events)} events, as of today:`);
    console.log(
      `  export                   ${format(perSecond(events, elapsed)).padStart(9)} events/s  (${(elapsed / 1000).toFixed(1)} s: replay ${((replayed - started) / 1000).toFixed(1)} s, rows and zip ${((elapsed - (replayed - started)) / 1000).toFixed(1)} s; ${format(dataset.count)} consented responses, ${format(Math.round(mb(zip.length)))} MB zipped)`,
    );
    console.log(
      `  baseline: plain SELECT   ${format(scan.eventsPerSecond).padStart(9)} events/s  (before the export ${format(scanBefore.eventsPerSecond)}, after it ${format(scanAfter.eventsPerSecond)})`,
    );
    console.log(`  ratio export / scan      ${(perSecond(events, elapsed) / scan.eventsPerSecond).toFixed(2)}`);
  } finally {
    await store.close();
  }
};
