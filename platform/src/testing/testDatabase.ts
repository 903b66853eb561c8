import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { dropDatabase, ensureDatabase, withDatabase } from "../db/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export interface TestDatabase {
  readonly name: string;
  /** Connection string of this test file's own database. */
  readonly url: string;
  readonly adminUrl: string;
  drop(): Promise<void>;
}

/** A fresh database for one test file, copied from the run's migrated template. */
export const createTestDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = inject("pgAdminUrl");
  const name = `wb_test_${randomBytes(6).toString("hex")}`;
  await ensureDatabase(adminUrl, name, inject("pgTemplate"));
  return { name, url: withDatabase(adminUrl, name), adminUrl, drop: () => dropDatabase(adminUrl, name) };
};
