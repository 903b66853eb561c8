import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres, type EmbeddedDatabaseServer } from "../db/embeddedPostgres";
import { createPool, dropDatabase, ensureDatabase, withDatabase } from "../db/postgres";
import { migratePlatformSchema } from "../db/platformSchema";
import type { TestDatabaseServer } from "./testDatabase";

/** A PostgreSQL server for test databases, with a migrated template that makes each file's own database quick to create. */
interface StartedServer extends TestDatabaseServer {
  stop(): Promise<void>;
}

const startServer = async (slot: number, externalAdminUrl: string | undefined): Promise<StartedServer> => {
  let embedded: EmbeddedDatabaseServer | undefined;
  let dataRoot: string | undefined;
  let adminUrl = externalAdminUrl;
  if (!adminUrl) {
    dataRoot = await mkdtemp(path.join(os.tmpdir(), "wellbeing-test-pg-"));
    // The server runs as its own OS user when we are root: it must be able to reach its directory.
    await chmod(dataRoot, 0o755);
    embedded = await startEmbeddedPostgres({ dataDir: path.join(dataRoot, "pg") });
    adminUrl = embedded.adminUrl;
  }
  const template = `wb_template_${process.pid}_${slot}`;
  await dropDatabase(adminUrl, template);
  await ensureDatabase(adminUrl, template);
  const pool = createPool(withDatabase(adminUrl, template), 1);
  await migratePlatformSchema(pool, { eventStoreTables: true });
  await pool.end();
  const serverAdminUrl = adminUrl;
  return {
    adminUrl: serverAdminUrl,
    template,
    stop: async () => {
      await dropDatabase(serverAdminUrl, template).catch(() => undefined);
      await embedded?.stop();
      if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
    },
  };
};

/**
 * One embedded PostgreSQL per worker slot of the project, so files running side by side never share
 * a server: a reader's view of the event store trails every transaction open on its server, other
 * databases' included. With DATABASE_URL every slot uses that one server (the config then runs the
 * project's files one at a time).
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  // As Vitest resolves a project's worker count: its own, else the run's.
  const slots = external ? 1 : Math.max(1, project.config.maxWorkers || project.vitest.config.maxWorkers || 1);
  const servers = await Promise.all(Array.from({ length: slots }, (_, index) => startServer(index + 1, external)));
  project.provide(
    "pgServers",
    servers.map(({ adminUrl, template }) => ({ adminUrl, template })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
