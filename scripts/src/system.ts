import type { FastifyInstance } from "fastify";
import type { Knex } from "knex";
import type pg from "pg";
import {
  createCommandApiDeps,
  observedCommandApi,
  startSessionMailWorker,
  startWaitingListWorker,
  type EmailIndex,
  type RateLimits,
  type SchedulerSettings,
  type SurveyLinkTokens,
} from "@wellbeing/command-api";
import {
  READ_MODEL_SCHEMA,
  TokenService,
  createMetricsRegistry,
  createServiceApp,
  createSmtpMailer,
  installApiHealthRoute,
  installHealthRoutes,
  installMetricsRoute,
  observeMail,
  type LogSetting,
  freePort,
  openServiceResources,
  startMailDelivery,
  startMailSink,
  workerLogger,
  type MailDeliverySettings,
  startupRefusal,
  type Environment,
  type MailSink,
  type EventStore,
  type Keyring,
} from "@wellbeing/platform";
import { startProjector, type RunningProjector } from "@wellbeing/projector";
import { lagsOf, queryApi, readSideChecks, registerReadSideMetrics, startReadSide } from "@wellbeing/query-api";
import { devInboxRoutes } from "./devInbox";
import { serveWebApp } from "./webApp";

export interface SystemOptions {
  /** development (the default) serves the development inbox when there is no SMTP_URL; production refuses to start without one. */
  readonly environment?: Environment;
  readonly databaseUrl: string;
  readonly eventStoreUrl?: string;
  readonly jwtSecret: string;
  readonly publicUrl?: string;
  /** Where e-mail goes; without it a local mail catcher keeps it and, in development, /dev/mail shows it to this machine. */
  readonly smtpUrl?: string;
  readonly mailFrom?: string;
  readonly port: number;
  readonly host?: string;
  /** The built web app (web/dist); without it only the API is served. */
  readonly webDist?: string;
  /** Every service's log lines (pino JSON); a stream of its own lets a test read them. */
  readonly logger?: LogSetting;
  /** The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  readonly trustProxy?: ReadonlyArray<string>;
  /** Overrides of the command API's rate limits (the rest keep their defaults). */
  readonly rateLimits?: Partial<RateLimits>;
  readonly clock?: () => Date;
  /** How long a query carrying a consistency token waits for the projector (default 5 s). */
  readonly consistencyWaitMs?: number;
  /** How scheduled e-mails are retried and polled (tests use short delays). */
  readonly scheduler?: Partial<SchedulerSettings>;
  /** How the mail outbox recovers e-mails of a crashed process and how long it remembers sent ones. */
  readonly mailDelivery?: Partial<MailDeliverySettings>;
}

export interface RunningSystem {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly store: EventStore;
  /** The same event store without the personal-data layer: events as kept, personal fields sealed. */
  readonly sealedStore: EventStore;
  readonly keyring: Keyring;
  readonly db: Knex;
  readonly pool: pg.Pool;
  readonly emailIndex: EmailIndex;
  /** Signs the personal survey links e-mailed to people. */
  readonly surveyLinks: SurveyLinkTokens;
  /** The local mail catcher, when no SMTP_URL was given. */
  readonly mailCatcher: MailSink | undefined;
  /** Stops and starts the projector (tests of a lagging or stalled read side). */
  readonly projector: { pause(): Promise<void>; resume(): Promise<void> };
  stop(): Promise<void>;
}

/**
 * The whole system in one process on one origin: command API, query API with its websocket,
 * the projector and the web app. Each service can also run on its own (see docker-compose.yml).
 */
export const startSystem = async (options: SystemOptions): Promise<RunningSystem> => {
  const environment = options.environment ?? "development";
  const refusal = startupRefusal({ environment, smtpUrl: options.smtpUrl });
  if (refusal) throw new Error(refusal);
  const resources = await openServiceResources({ databaseUrl: options.databaseUrl, eventStoreUrl: options.eventStoreUrl, poolSize: 20 });
  const { store, sealedStore, keyring, db, pool } = resources;
  // The projector logs each projection that stops at an event (position, type, error) and its recovery.
  const projectorLogger = workerLogger("projector", options.logger);
  let projector: RunningProjector | null = await startProjector({ store, db, logger: projectorLogger });
  const readSide = await startReadSide({
    databaseUrl: options.databaseUrl,
    db,
    schema: READ_MODEL_SCHEMA,
    store,
    consistencyWaitMs: options.consistencyWaitMs,
  });
  const tokens = new TokenService(options.jwtSecret);
  // Links in e-mails need the address before the server listens: pick the port now.
  const port = options.port === 0 ? await freePort() : options.port;
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  const mailCatcher = options.smtpUrl ? undefined : await startMailSink();
  const mailLogger = workerLogger("mail", options.logger);
  // One registry for the whole origin: commands, e-mail, projector lag and live clients on one /metrics.
  const metrics = createMetricsRegistry();
  const mailer = await startMailDelivery({
    pool,
    databaseUrl: options.databaseUrl,
    transport: createSmtpMailer(options.smtpUrl ?? mailCatcher!.url, options.mailFrom),
    settings: options.mailDelivery,
    onError: (error) => mailLogger.error("mail delivery failed; the outbox tries again", { error: String(error) }),
    observer: observeMail({ pool, logger: mailLogger, registry: metrics }),
  });
  const commandDeps = await createCommandApiDeps({
    store,
    keyring,
    db,
    tokens,
    publicUrl,
    mailer,
    rateLimits: options.rateLimits,
    clock: options.clock,
  });
  const sessionMail = await startSessionMailWorker(commandDeps, { databaseUrl: options.databaseUrl, db, settings: options.scheduler });
  const waitingList = await startWaitingListWorker(commandDeps, { databaseUrl: options.databaseUrl, db, settings: options.scheduler });

  // One judge of session tokens for the whole origin: the command and query routes share its cache.
  const app = await createServiceApp({
    tokens,
    standing: readSide.deps.standing,
    publicUrl: options.publicUrl,
    logger: options.logger,
    trustProxy: options.trustProxy,
  });
  await app.register(observedCommandApi, { deps: commandDeps, registry: metrics });
  await app.register(queryApi, readSide.deps);
  // The command and query sides share the database and the store here: the read side's checks cover both.
  const checks = readSideChecks(readSide.deps);
  registerReadSideMetrics(metrics, {
    lags: lagsOf(readSide.deps),
    readsWaiting: () => readSide.deps.watermark.readsWaiting,
    liveClients: () => readSide.deps.live.size,
  });
  installHealthRoutes(app, checks);
  installApiHealthRoute(app, checks);
  installMetricsRoute(app, metrics);
  if (mailCatcher && environment === "development") await app.register(async (instance) => devInboxRoutes(instance, mailCatcher));
  await serveWebApp(app, options.webDist);
  await app.listen({ port, host: options.host ?? "127.0.0.1" });

  return {
    url: `http://localhost:${port}`,
    app,
    store,
    sealedStore,
    keyring,
    db,
    pool,
    emailIndex: commandDeps.emailIndex,
    surveyLinks: commandDeps.surveyLinks,
    mailCatcher,
    projector: {
      pause: async () => {
        await projector?.stop();
        projector = null;
      },
      resume: async () => {
        projector ??= await startProjector({ store, db, logger: projectorLogger });
      },
    },
    stop: async () => {
      await app.close();
      await sessionMail.stop();
      await waitingList.stop();
      await mailer.close();
      await mailCatcher?.stop();
      await readSide.stop();
      await projector?.stop();
      await resources.close();
    },
  };
};
