import {
  CallerStanding,
  TokenService,
  createMetricsRegistry,
  createServiceApp,
  createSmtpMailer,
  eventStoreCheck,
  installHealthRoutes,
  installMetricsRoute,
  observeMail,
  postgresCheck,
  exitIfRefused,
  exitIfRefusedToStart,
  loadConfig,
  openServiceResources,
  requireDatabaseUrl,
  resolveJwtSecret,
  startMailDelivery,
  stopOnSignals,
  workerLogger,
} from "@wellbeing/platform";
import { createCommandApiDeps } from "./deps";
import { observedCommandApi } from "./operations/observedCommandApi";
import { startSessionMailWorker } from "./sessionMail/worker";
import { startWaitingListWorker } from "./roster/waitingListWorker";
import { bootstrapAdmin } from "./users/bootstrapAdmin";

/** The command API on its own (docker-compose): every state-changing endpoint. */
const config = loadConfig();
exitIfRefused(config);
const databaseUrl = requireDatabaseUrl(config.databaseUrl, "command-api");
const resources = await openServiceResources({ databaseUrl, eventStoreUrl: config.eventStoreUrl }).catch(exitIfRefusedToStart);
const tokens = new TokenService(await resolveJwtSecret(config));
if (!config.smtpUrl || !config.publicUrl) throw new Error("The command API on its own needs SMTP_URL and PUBLIC_URL (see README).");
const logLevel = process.env.LOG_LEVEL ?? "info";
const metrics = createMetricsRegistry();
// Every e-mail is recorded in the outbox before it is sent; one instance at a time sends what a crashed one left.
const mailer = await startMailDelivery({
  pool: resources.pool,
  databaseUrl,
  transport: createSmtpMailer(config.smtpUrl, config.mailFrom),
  onError: (error) => console.error("mail delivery:", error),
  observer: observeMail({ pool: resources.pool, logger: workerLogger("mail", { level: logLevel }), registry: metrics }),
});
const deps = await createCommandApiDeps({ store: resources.store, keyring: resources.keyring, db: resources.db, tokens, publicUrl: config.publicUrl, mailer });
// Scheduled e-mail runs beside the endpoints; with several instances each works the same queue (pg-boss hands a job to one).
const sessionMail = await startSessionMailWorker(deps, { databaseUrl, db: resources.db });
const waitingList = await startWaitingListWorker(deps, { databaseUrl, db: resources.db });
const app = await createServiceApp({
  tokens,
  standing: new CallerStanding(resources.store),
  publicUrl: config.publicUrl,
  logger: { level: logLevel },
  trustProxy: config.trustedProxies,
});
await app.register(observedCommandApi, { deps, registry: metrics });
installHealthRoutes(app, { postgres: postgresCheck(resources.db), eventStore: eventStoreCheck(resources.store) });
installMetricsRoute(app, metrics);
if (config.environment === "production") await bootstrapAdmin(deps, { email: config.adminEmail, password: config.adminPassword }, new Date());
await app.listen({ port: config.port, host: config.host });
stopOnSignals(async () => {
  await app.close();
  await sessionMail.stop();
  await waitingList.stop();
  await mailer.close();
  await resources.close();
});
