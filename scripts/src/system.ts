import type { FastifyInstance } from "fastify";
import type { Knex } from "knex";
import type pg from "pg";
import { commandApi, createCommandApiDeps, type EmailIndex } from "@wellbeing/command-api";
import {
  READ_MODEL_SCHEMA,
  TokenService,
  createServiceApp,
  openServiceResources,
  type EventStore,
  type Keyring,
} from "@wellbeing/platform";
import { startProjector } from "@wellbeing/projector";
import { queryApi, startReadSide } from "@wellbeing/query-api";
import { serveWebApp } from "./webApp";

export interface SystemOptions {
  readonly databaseUrl: string;
  readonly eventStoreUrl?: string;
  readonly jwtSecret: string;
  readonly publicUrl?: string;
  readonly port: number;
  readonly host?: string;
  /** The built web app (web/dist); without it only the API is served. */
  readonly webDist?: string;
  readonly logger?: boolean | { level: string };
  readonly loginRateLimit?: { max: number; timeWindowMs: number };
  readonly clock?: () => Date;
  /** How long a query carrying a consistency token waits for the projector (default 5 s). */
  readonly consistencyWaitMs?: number;
}

export interface RunningSystem {
  readonly url: string;
  readonly app: FastifyInstance;
  readonly store: EventStore;
  readonly keyring: Keyring;
  readonly db: Knex;
  readonly pool: pg.Pool;
  readonly emailIndex: EmailIndex;
  stop(): Promise<void>;
}

/**
 * The whole system in one process on one origin: command API, query API with its websocket,
 * the projector and the web app. Each service can also run on its own (see docker-compose.yml).
 */
export const startSystem = async (options: SystemOptions): Promise<RunningSystem> => {
  const resources = await openServiceResources({ databaseUrl: options.databaseUrl, eventStoreUrl: options.eventStoreUrl, poolSize: 20 });
  const { store, keyring, db, pool } = resources;
  const projector = await startProjector({ store, db });
  const readSide = await startReadSide({
    databaseUrl: options.databaseUrl,
    db,
    schema: READ_MODEL_SCHEMA,
    consistencyWaitMs: options.consistencyWaitMs,
  });
  const tokens = new TokenService(options.jwtSecret);
  const commandDeps = await createCommandApiDeps({
    store,
    db,
    tokens,
    publicUrl: options.publicUrl,
    loginRateLimit: options.loginRateLimit,
    clock: options.clock,
  });

  const app = await createServiceApp({ tokens, publicUrl: options.publicUrl, logger: options.logger });
  await app.register(commandApi, commandDeps);
  await app.register(queryApi, readSide.deps);
  await serveWebApp(app, options.webDist);
  await app.listen({ port: options.port, host: options.host ?? "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : options.port;

  return {
    url: `http://localhost:${port}`,
    app,
    store,
    keyring,
    db,
    pool,
    emailIndex: commandDeps.emailIndex,
    stop: async () => {
      await app.close();
      await readSide.stop();
      await projector.stop();
      await resources.close();
    },
  };
};
