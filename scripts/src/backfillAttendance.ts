import { backfillAttendance } from "@wellbeing/command-api";
import { createPool, loadConfig, migratePlatformSchema, openAppDatabase, openEventStore } from "@wellbeing/platform";
import { randomUUID } from "node:crypto";

/**
 * `npm run backfill-attendance`: adds the registrations recorded before the attendance index existed
 * to each account's index (see command-api/src/roster/backfillAttendance.ts). Safe beside a running
 * app, and running it again appends nothing.
 */
const main = async () => {
  const config = loadConfig();
  const database = await openAppDatabase(config);
  const pool = createPool(database.url);
  try {
    await migratePlatformSchema(pool, { eventStoreTables: !config.eventStoreUrl });
    const { store } = await openEventStore(pool, { eventStoreUrl: config.eventStoreUrl });
    const tally = await backfillAttendance(store, { actorId: null, correlationId: randomUUID(), now: new Date() });
    console.log(
      `Attendance indexes: ${tally.accounts} accounts on the rosters, ${tally.corrected} corrected with ${tally.events} events, ${tally.contended} left to a later run.`,
    );
    await store.close();
  } finally {
    await pool.end();
    await database.release();
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
