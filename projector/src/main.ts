import { exitIfRefusedToStart, loadConfig, openServiceResources, requireDatabaseUrl, stopOnSignals, workerLogger } from "@wellbeing/platform";
import { startProjector } from "./projector";

/** The projector on its own (docker-compose): follows the event store into the read models. */
const config = loadConfig();
const resources = await openServiceResources({ databaseUrl: requireDatabaseUrl(config.databaseUrl, "projector"), eventStoreUrl: config.eventStoreUrl }).catch(
  exitIfRefusedToStart,
);
const projector = await startProjector({
  store: resources.store,
  db: resources.db,
  logger: workerLogger("projector", { level: process.env.LOG_LEVEL ?? "info" }),
});
console.log("projector following the event store");
stopOnSignals(async () => {
  await projector.stop();
  await resources.close();
});
