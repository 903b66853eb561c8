import { format, openBenchDatabase } from "./benchDatabase";
import { measureEventStoreAppend, measurePlainInserts } from "./appendThroughput";
import { measureCatchUp, measurePlainScan, prepareHistory } from "./projectorCatchUp";
import { measureSessionLists } from "./sessionLists";
import { reportWelcomeBundle } from "./bundleBudget";

// `npm run bench`: the welcome page's initial JavaScript against its budget, then event store append
// and projector catch-up throughput, each next to a raw Postgres baseline measured in the same run.
// Sizes: BENCH_APPEND_EVENTS, BENCH_SESSIONS, BENCH_LIST_SESSIONS (the session lists over HTTP).

const APPEND_EVENTS = Number(process.env.BENCH_APPEND_EVENTS ?? 40_000);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 50_000);
const LIST_SESSIONS = Number(process.env.BENCH_LIST_SESSIONS ?? 100_000);
const TARGETS = { append: 10_000, catchUp: 20_000 };

const verdict = (value: number, target: number) => (value >= target ? `meets the target of ≥ ${format(target)}` : `BELOW the target of ≥ ${format(target)}`);

const main = async () => {
  await reportWelcomeBundle();

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

  const replayDb = await openBenchDatabase();
  try {
    const total = await prepareHistory(replayDb.pool, SESSIONS);
    const scan = await measurePlainScan(replayDb.pool, total);
    const catchUp = await measureCatchUp(replayDb.pool, replayDb.url, total);
    console.log(`Projector catch-up from position 0, every read model, ${format(total)} events (personal fields sealed):`);
    console.log(`  projector                ${format(catchUp.eventsPerSecond).padStart(9)} events/s  (${verdict(catchUp.eventsPerSecond, TARGETS.catchUp)})`);
    console.log(`  baseline: plain SELECT   ${format(scan.eventsPerSecond).padStart(9)} events/s`);
    console.log(`  ratio projector / scan   ${(catchUp.eventsPerSecond / scan.eventsPerSecond).toFixed(2)}`);
  } finally {
    await replayDb.close();
  }

  const listDb = await openBenchDatabase();
  try {
    await measureSessionLists(listDb.url, LIST_SESSIONS);
  } finally {
    await listDb.close();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
