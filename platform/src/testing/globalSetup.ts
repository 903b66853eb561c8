import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabaseServer } from "../db/embeddedPostgres";
import { createPool, dropDatabase, ensureDatabase, withDatabase } from "../db/postgres";
import { migratePlatformSchema } from "../db/platformSchema";
import "./testDatabase";

/**
 * One PostgreSQL for the whole run: the one DATABASE_URL names, else an embedded one in a temp
 * directory. A migrated template database makes each test file's own database quick to create.
 */
export default async function setup(project: TestProject) {
  let server: EmbeddedDatabaseServer | undefined;
  let dataRoot: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dataRoot = await mkdtemp(path.join(os.tmpdir(), "wellbeing-test-pg-"));
    // The server runs as its own OS user when we are root: it must be able to reach its directory.
    await chmod(dataRoot, 0o755);
    server = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, "pg") });
    adminUrl = server.adminUrl;
  }
  const template = `wb_template_${process.pid}`;
  await dropDatabase(adminUrl, template);
  await ensureDatabase(adminUrl, template);
  const pool = createPool(withDatabase(adminUrl, template), 1);
  await migratePlatformSchema(pool, { eventStoreTables: true });
  await pool.end();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("pgTemplate", template);

  return async () => {
    await dropDatabase(adminUrl, template).catch(() => undefined);
    await server?.stop();
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
  };
}
