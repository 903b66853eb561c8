import path from "node:path";
import pg from "pg";
import { vi } from "vitest";
import { freePort, startMailSink, type MailSink } from "@wellbeing/platform";
import { createTestDatabase, startScriptProcess, type ScriptProcess, type TestDatabase } from "@wellbeing/platform/testing";
import { STRONG_PASSWORD } from "./accountHelpers";

// docker-compose's shape as processes on this machine: command APIs and query APIs behind the
// gateway, one projector, on one database (the Postgres event store) and one mail server, each
// started as compose starts it (NODE_ENV=production, its own entry point). Any one can be killed
// (SIGKILL, a crash) and started again on the same port.

const root = path.resolve(import.meta.dirname, "../..");
const STARTING_MS = 240_000;
/** What the projector prints once it follows the store (it has no port to ask). */
const PROJECTOR_READY = "projector following the event store";

export const SHAPE_ADMIN = { email: "admin@shape.test", password: STRONG_PASSWORD } as const;

/** One service process: killed as a crash, started again as an orchestrator would. */
export interface ShapeService {
  readonly name: string;
  /** Where it listens (the projector listens nowhere). */
  readonly url: string | null;
  kill(): Promise<void>;
  /** Starts it again (same port, same settings) and resolves once it answers: how long that took. */
  restart(): Promise<number>;
}

export interface ProductionShape {
  readonly database: TestDatabase;
  readonly mail: MailSink;
  /** A connection to the shape's database, for what a test checks behind the services. */
  readonly pool: pg.Pool;
  readonly gateway: string;
  readonly commandApis: ReadonlyArray<ShapeService>;
  readonly queryApis: ReadonlyArray<ShapeService>;
  readonly projector: ShapeService;
  stop(): Promise<void>;
}

/** Answers at all: the process is listening (a 404 is an answer; a refused connection throws). */
export const listening = (url: string) =>
  vi.waitFor(
    async () => {
      const { status } = await fetch(`${url}/api/never-a-route`);
      if (status !== 404) throw new Error(`${url} answered ${status}`);
    },
    { timeout: STARTING_MS, interval: 250 },
  );

/** Two command APIs and two query APIs (unless told otherwise), the projector and the gateway, started as compose does. */
export const startProductionShape = async (
  options: { commandApis?: number; queryApis?: number; env?: Record<string, string> } = {},
): Promise<ProductionShape> => {
  const database = await createTestDatabase();
  const mail = await startMailSink();
  const pool = new pg.Pool({ connectionString: database.url, max: 4 });
  const gateway = `http://127.0.0.1:${await freePort()}`;
  const environment = {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    DATABASE_URL: database.url,
    SMTP_URL: mail.url,
    PUBLIC_URL: gateway,
    JWT_SECRET: "production-shape-secret-long-enough-for-hs256-signing",
    ADMIN_EMAIL: SHAPE_ADMIN.email,
    ADMIN_PASSWORD: SHAPE_ADMIN.password,
    LOG_LEVEL: "warn",
    ...options.env,
  };
  const running = new Map<string, ScriptProcess>();

  /** Starts a service; answers it, and when its first start is ready. */
  const service = async (name: string, script: string, awaits: "listening" | "printed"): Promise<{ instance: ShapeService; ready: Promise<void> }> => {
    const port = awaits === "listening" ? await freePort() : null;
    const url = port === null ? null : `http://127.0.0.1:${port}`;
    const launch = () => {
      const started = startScriptProcess(path.join(root, script), { ...environment, ...(port === null ? {} : { PORT: String(port) }) });
      running.set(name, started);
      return started;
    };
    const readyOf = (process: ScriptProcess) => (url ? listening(url) : process.printed(PROJECTOR_READY));
    let current = launch();
    const ready = readyOf(current);
    // Awaited by the caller in turn; a failed start must not also surface as an unhandled rejection.
    ready.catch(() => undefined);
    const instance: ShapeService = {
      name,
      url,
      kill: async () => {
        await current.kill();
        running.delete(name);
      },
      restart: async () => {
        const started = performance.now();
        current = launch();
        await readyOf(current);
        return Math.round(performance.now() - started);
      },
    };
    return { instance, ready };
  };

  try {
    // One at a time first: each command API bootstraps the admin; the second finds it there.
    const started: Array<{ instance: ShapeService; ready: Promise<void> }> = [];
    const commandApis: ShapeService[] = [];
    for (let index = 1; index <= (options.commandApis ?? 2); index += 1) {
      const commandApi = await service(`command-api-${index}`, "command-api/src/server.ts", "listening");
      if (index === 1) await commandApi.ready;
      started.push(commandApi);
      commandApis.push(commandApi.instance);
    }
    const queryApis: ShapeService[] = [];
    for (let index = 1; index <= (options.queryApis ?? 2); index += 1) {
      const queryApi = await service(`query-api-${index}`, "query-api/src/server.ts", "listening");
      started.push(queryApi);
      queryApis.push(queryApi.instance);
    }
    const projector = await service("projector", "projector/src/main.ts", "printed");
    started.push(projector);
    running.set(
      "gateway",
      startScriptProcess(path.join(root, "scripts/src/gateway.ts"), {
        ...environment,
        PORT: new URL(gateway).port,
        COMMAND_API_URL: commandApis.map((instance) => instance.url).join(","),
        QUERY_API_URL: queryApis.map((instance) => instance.url).join(","),
      }),
    );
    for (const { ready } of started) await ready;
    await listening(gateway);
    return {
      database,
      mail,
      pool,
      gateway,
      commandApis,
      queryApis,
      projector: projector.instance,
      stop: async () => {
        await Promise.all([...running.values()].map((process) => process.kill()));
        await pool.end();
        await mail.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await Promise.all([...running.values()].map((process) => process.kill()));
    await pool.end();
    await mail.stop();
    await database.drop();
    throw error;
  }
};
