// The projector's catch-up measured for its CPU rather than its speed, which a shared machine makes noisy:
// appends a history of BENCH_SESSIONS sessions (20,000: 24,220 events), catches every projection (or
// PROFILE_ONLY's alone) up twice from position 0, and prints each round's events/s beside a plain scan and
// the projector's own CPU (process.cpuUsage) per 1,000 events; the second round is profiled into
// PROFILE_OUT (a .cpuprofile for Chromium's DevTools). Run as the projector runs:
//   npx tsx --max-semi-space-size=64 bench/src/profileCatchUp.ts
import { Session } from "node:inspector/promises";
import { writeFile } from "node:fs/promises";
import { createKnex, openEventStore } from "@wellbeing/platform";
import { ProjectionRunner, allProjections, migrateReadModels } from "@wellbeing/projector";
import { openBenchDatabase } from "./benchDatabase";
import { CATCH_UP_PAGE, measurePlainScan, prepareHistory } from "./projectorCatchUp";

const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 20_000);
const ONLY = process.env.PROFILE_ONLY;
const OUT = process.env.PROFILE_OUT ?? "/tmp/cu/catchup.cpuprofile";

const run = async () => {
  const bench = await openBenchDatabase();
  try {
    const total = await prepareHistory(bench.pool, SESSIONS);
    const projections = ONLY ? allProjections.filter((p) => p.name === ONLY) : allProjections;
    for (const round of [1, 2]) {
      const scan = await measurePlainScan(bench.pool, total);
      const { store } = await openEventStore(bench.pool, {});
      const db = createKnex(bench.url);
      const schema = `prof_${round}`;
      await migrateReadModels(db, schema, allProjections);
      const session = new Session();
      session.connect();
      if (round === 2) {
        await session.post("Profiler.enable");
        await session.post("Profiler.setSamplingInterval", { interval: 200 });
        await session.post("Profiler.start");
      }
      const cpu = process.cpuUsage();
      const started = performance.now();
      await new ProjectionRunner({ store, db, schema, projections, batchSize: CATCH_UP_PAGE }).catchUp();
      const elapsed = performance.now() - started;
      const used = process.cpuUsage(cpu);
      if (round === 2) {
        const { profile } = await session.post("Profiler.stop");
        await writeFile(OUT, JSON.stringify(profile));
      }
      console.log(
        `round ${round}: ${total} events, ${Math.round(total / (elapsed / 1000))} ev/s, scan ${scan.eventsPerSecond}, ratio ${(total / (elapsed / 1000) / scan.eventsPerSecond).toFixed(3)}, JS CPU ${(((used.user + used.system) / 1000 / total) * 1000).toFixed(1)} ms per 1000 events`,
      );
      await db.destroy();
      await store.close();
    }
  } finally {
    await bench.close();
  }
};
await run();
