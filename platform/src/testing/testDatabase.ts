import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { dropDatabase, ensureDatabase, withDatabase } from "../db/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's servers, one per worker slot of the project (see globalSetup). */
    pgServers: ReadonlyArray<TestDatabaseServer>;
  }
}

export interface TestDatabaseServer {
  /** Connection string of the server's `postgres` database (for creating others). */
  readonly adminUrl: string;
  /** The migrated database each test file's own is copied from. */
  readonly template: string;
}

/** The server of this worker's slot: files running at the same time have different slots. */
const serverOfThisWorker = (): TestDatabaseServer => {
  const servers = inject("pgServers");
  const slot = Number(process.env.VITEST_POOL_ID ?? "1");
  const server = servers[(Number.isInteger(slot) && slot > 0 ? slot - 1 : 0) % servers.length];
  if (!server) throw new Error("No test database server was provided: is platform/src/testing/globalSetup.ts the project's global setup?");
  return server;
};

export interface TestDatabase {
  readonly name: string;
  /** Connection string of this test file's own database. */
  readonly url: string;
  readonly adminUrl: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, copied from the run's migrated template. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const { adminUrl, template } = serverOfThisWorker();
  const name = `wb_test_${randomBytes(6).toString("hex")}`;
  await ensureDatabase(adminUrl, name, template);
  return { name, url: withDatabase(adminUrl, name), adminUrl, drop: () => dropDatabase(adminUrl, name) };
};
