import { createKnex, createPool, openEventStore } from "@wellbeing/platform";
import { allProjections } from "../slices";
import { ProjectionRunner } from "../runner/projectionRunner";
import { migrateReadModels } from "../runner/readModelSchema";
import { slowed, tallyProjection } from "./tallyProjection";

// A projector in its own process, for the crash test: it prints a line per committed batch and is
// killed with SIGKILL at some point of its catch-up.
const url = process.env.DATABASE_URL!;
const schema = process.env.READ_MODEL_SCHEMA!;
const delayMs = Number(process.env.BATCH_DELAY_MS ?? 0);

const pool = createPool(url);
const db = createKnex(url);
const { store } = await openEventStore(pool, {});
const projections = slowed([...allProjections, tallyProjection], delayMs);
await migrateReadModels(db, schema, projections);
const runner = new ProjectionRunner({
  store,
  db,
  schema,
  projections,
  batchSize: Number(process.env.BATCH_SIZE ?? 100),
  onCommitted: ({ events }) => process.stdout.write(`committed ${events}\n`),
});
runner.start();
process.on("SIGTERM", async () => {
  await runner.stop();
  await db.destroy();
  await pool.end();
  process.exit(0);
});
