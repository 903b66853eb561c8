import { loadConfig, openServiceResources, requireDatabaseUrl, stopOnSignals } from "@wellbeing/platform";
import { startProjector } from "./projector";

/** The projector on its own (docker-compose): follows the event store into the read models. */
const config = loadConfig();
const resources = await openServiceResources({ databaseUrl: requireDatabaseUrl(config.databaseUrl, "projector"), eventStoreUrl: config.eventStoreUrl });
const projector = await startProjector({
  store: resources.store,
  db: resources.db,
  logger: {
    info: (message, details) => console.log(JSON.stringify({ level: "info", message, ...details })),
    error: (message, details) => console.error(JSON.stringify({ level: "error", message, ...details })),
  },
});
console.log("projector following the event store");
stopOnSignals(async () => {
  await projector.stop();
  await resources.close();
});
