import { existsSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import type { AppConfig } from "../config";
import { isAlive, startEmbeddedPostgres } from "./embeddedPostgres";
import { ensureDatabase, withDatabase } from "./postgres";

interface AppDatabase {
  /** Connection string of the application database. */
  readonly url: string;
  /** Stops the embedded server when this process started it; otherwise does nothing. */
  release(): Promise<void>;
}

const APP_DATABASE = "wellbeing";

const answers = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("SELECT 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * The application database: DATABASE_URL when given; else the embedded PostgreSQL of the data
 * directory — the one a running `npm start` already serves (so `npm run rebuild` can join it),
 * or one started here. A server whose starting process is gone (killed) is a leftover: it is
 * stopped and started afresh by this process, which then owns it.
 */
export const openAppDatabase = async (config: AppConfig): Promise<AppDatabase> => {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => undefined };
  const runtimeFile = path.join(config.dataDir, "embedded-postgres.json");
  if (existsSync(runtimeFile)) {
    const { url, owner } = JSON.parse(await readFile(runtimeFile, "utf8")) as { url: string; owner?: number };
    if (owner !== undefined && isAlive(owner) && (await answers(url))) return { url, release: async () => undefined };
  }
  const server = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, "pg") });
  await ensureDatabase(server.adminUrl, APP_DATABASE);
  const url = withDatabase(server.adminUrl, APP_DATABASE);
  await writeFile(runtimeFile, JSON.stringify({ url, owner: process.pid }), { mode: 0o600 });
  return {
    url,
    release: async () => {
      await rm(runtimeFile, { force: true });
      await server.stop();
    },
  };
};
