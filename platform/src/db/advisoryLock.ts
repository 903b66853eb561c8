import { createHash } from "node:crypto";
import pg from "pg";

/** The 64-bit advisory lock key of a name: the same in every process. */
export const advisoryLockKey = (name: string): bigint => createHash("sha256").update(name).digest().readBigInt64BE(0);

/** Resolves after `ms`, or as soon as `signal` aborts. */
export const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done);
  });

interface AdvisoryLockOptions {
  readonly databaseUrl: string;
  readonly key: bigint;
  /** Shown in pg_stat_activity, to tell the lock's connection apart. */
  readonly label: string;
  /** How often to try for the lock while someone else holds it, and to check the connection while holding it. */
  readonly checkEveryMs?: number;
  /** Runs each time the lock is won; `lost` aborts when its connection dies (the lock went with it) or on stop. */
  readonly whileHeld: (lost: AbortSignal) => Promise<void>;
  readonly onError?: (error: unknown) => void;
}

export interface AdvisoryLockHolder {
  /** Ends `whileHeld`, then releases the lock by closing its connection. */
  stop(): Promise<void>;
}

/** How long a check of the lock's connection may take before the connection counts as dead. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * Holds a PostgreSQL session-level advisory lock on a connection of its own, for as long as it
 * can: tries for it until it wins, runs `whileHeld`, and when the connection dies (the server
 * frees the lock then, so another process can win it) starts over on a new connection. With one
 * key in several processes, exactly one of them runs `whileHeld` at a time.
 */
export const holdAdvisoryLock = (options: AdvisoryLockOptions): AdvisoryLockHolder => {
  const checkEveryMs = options.checkEveryMs ?? 1_000;
  const onError = options.onError ?? (() => undefined);
  const stopping = new AbortController();

  const holdOnce = async () => {
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: options.label,
      keepAlive: true,
      query_timeout: Math.max(CHECK_TIMEOUT_MS, checkEveryMs * 3),
    });
    const connectionLost = new AbortController();
    client.on("error", (error) => connectionLost.abort(error));
    client.on("end", () => connectionLost.abort());
    const lost = AbortSignal.any([stopping.signal, connectionLost.signal]);
    let heartbeat: NodeJS.Timeout | undefined;
    try {
      await client.connect();
      for (;;) {
        if (lost.aborted) return;
        const { rows } = await client.query<{ held: boolean }>("SELECT pg_try_advisory_lock($1::bigint) AS held", [options.key.toString()]);
        if (rows[0]?.held) break;
        await pause(checkEveryMs, lost);
      }
      heartbeat = setInterval(() => {
        client.query("SELECT 1").catch((error: unknown) => connectionLost.abort(error));
      }, checkEveryMs);
      await options.whileHeld(lost);
    } finally {
      clearInterval(heartbeat);
      // Closing the session is what releases the lock.
      await client.end().catch(() => undefined);
    }
  };

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      await holdOnce().catch((error: unknown) => {
        if (!stopping.signal.aborted) onError(error);
      });
      await pause(checkEveryMs, stopping.signal);
    }
  })();

  return {
    stop: async () => {
      stopping.abort();
      await loop;
    },
  };
};
