import { randomBytes } from "node:crypto";
import { mkdtemp, rm, chmod } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createPool, dropDatabase, ensureDatabase, migratePlatformSchema, startEmbeddedPostgres, withDatabase } from "@wellbeing/platform";

/** A fresh database for one benchmark: on DATABASE_URL's server, or an embedded PostgreSQL in a temp dir. */
export const openBenchDatabase = async () => {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => undefined;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), "wellbeing-bench-"));
    await chmod(dir, 0o755);
    const server = await startEmbeddedPostgres({ dataDir: path.join(dir, "pg") });
    adminUrl = server.adminUrl;
    stopServer = async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const name = `wb_bench_${randomBytes(4).toString("hex")}`;
  await ensureDatabase(adminUrl, name);
  const url = withDatabase(adminUrl, name);
  const pool = createPool(url, 12);
  await migratePlatformSchema(pool, { eventStoreTables: true });
  return {
    url,
    pool,
    close: async () => {
      await pool.end();
      await dropDatabase(adminUrl, name);
      await stopServer();
    },
  };
};

export const perSecond = (count: number, milliseconds: number) => Math.round(count / (milliseconds / 1000));

export const format = (value: number) => value.toLocaleString("en-GB");
