import {
  READ_MODEL_SCHEMA,
  TokenService,
  createMetricsRegistry,
  createServiceApp,
  exitIfRefusedToStart,
  installHealthRoutes,
  installMetricsRoute,
  loadConfig,
  openServiceResources,
  requireDatabaseUrl,
  resolveJwtSecret,
  stopOnSignals,
} from "@wellbeing/platform";
import { queryApi } from "./app";
import { lagsOf, readSideChecks } from "./operations/readSideHealth";
import { registerReadSideMetrics } from "./operations/readSideMetrics";
import { startReadSide } from "./readSide";

/** The query API on its own (docker-compose): every read endpoint and the /api/live websocket. */
const config = loadConfig();
const databaseUrl = requireDatabaseUrl(config.databaseUrl, "query-api");
const resources = await openServiceResources({ databaseUrl, eventStoreUrl: config.eventStoreUrl }).catch(exitIfRefusedToStart);
const readSide = await startReadSide({ databaseUrl, db: resources.db, schema: READ_MODEL_SCHEMA, store: resources.store });
const app = await createServiceApp({
  tokens: new TokenService(await resolveJwtSecret(config)),
  standing: readSide.deps.standing,
  publicUrl: config.publicUrl,
  logger: { level: process.env.LOG_LEVEL ?? "info" },
  trustProxy: config.trustedProxies,
});
await app.register(queryApi, readSide.deps);
// The projector has no port of its own: its checkpoints, read here, are its health and its lag.
installHealthRoutes(app, readSideChecks(readSide.deps));
const metrics = createMetricsRegistry();
registerReadSideMetrics(metrics, {
  lags: lagsOf(readSide.deps),
  readsWaiting: () => readSide.deps.watermark.readsWaiting,
  liveClients: () => readSide.deps.live.size,
});
installMetricsRoute(app, metrics);
await app.listen({ port: config.port, host: config.host });
stopOnSignals(async () => {
  await app.close();
  await readSide.stop();
  await resources.close();
});
