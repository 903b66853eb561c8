import type { Knex } from "knex";
import type { EventStore } from "../eventStore/port";

/** One thing a service needs to answer well, and whether it has it now. */
export interface CheckResult {
  readonly name: string;
  readonly state: "ok" | "failing" | "lagging" | "down";
  /** What is wrong, or how far behind (never personal data). */
  readonly detail?: string;
}

/** A ready check: one or more named results (the projector gives one per projection). */
export type ReadyCheck = () => Promise<ReadonlyArray<CheckResult>>;

export interface Readiness {
  readonly ready: boolean;
  readonly checks: ReadonlyArray<CheckResult>;
}

const CHECK_TIMEOUT_MS = 3_000;

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a check with a bound: one that throws or hangs is `down` under its name. */
const runCheck = async (name: string, check: ReadyCheck): Promise<ReadonlyArray<CheckResult>> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check(), timeout]);
  } catch (error) {
    return [{ name, state: "down", detail: describe(error) }];
  } finally {
    clearTimeout(timer);
  }
};

/** Runs every check at once; ready only when each result is ok (a lagging or failing read model is not). */
export const checkReadiness = async (checks: Readonly<Record<string, ReadyCheck>>): Promise<Readiness> => {
  const results = (await Promise.all(Object.entries(checks).map(([name, check]) => runCheck(name, check)))).flat();
  return { ready: results.every((result) => result.state === "ok"), checks: results };
};

/** PostgreSQL answers a query. */
export const postgresCheck =
  (db: Knex): ReadyCheck =>
  async () => {
    await db.raw("SELECT 1");
    return [{ name: "postgres", state: "ok" }];
  };

/** The event store answers where its head is. */
export const eventStoreCheck =
  (store: EventStore): ReadyCheck =>
  async () => {
    await store.headPosition();
    return [{ name: "eventStore", state: "ok" }];
  };
