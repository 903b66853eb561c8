import type pg from "pg";

const IDLE_POLL_MS = 1_000;
const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 200;

/** One subscriber's view of the wake-up signal. */
export interface Listening {
  readonly ready: Promise<void>;
  /** A counter that moves on every notification. */
  generation(): number;
  /** A read taken at `generation` returned events. */
  caughtUp(): void;
  /** Waits for a notification newer than `seen`, or a poll interval. */
  next(seen: number, signal?: AbortSignal): Promise<void>;
  stop(): void;
}

/**
 * LISTEN/NOTIFY only wakes subscribers; it never carries data. A notification can arrive before
 * its rows are readable (an older transaction is still open), so after a wake-up that read nothing
 * a subscriber retries with a short backoff until the rows appear; otherwise it idles on a slow poll.
 */
export class WakeUps {
  private client: pg.PoolClient | null = null;
  private connecting: Promise<void> | null = null;
  private counter = 0;
  private readonly waiters = new Set<() => void>();
  private subscribers = 0;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly channel: string,
  ) {}

  listen(): Listening {
    this.subscribers += 1;
    const ready = this.ensureConnected();
    let productiveGeneration = this.counter;
    let lastRead = this.counter;
    let retryMs = FIRST_RETRY_MS;
    return {
      ready,
      generation: () => {
        lastRead = this.counter;
        return lastRead;
      },
      caughtUp: () => {
        productiveGeneration = lastRead;
        retryMs = FIRST_RETRY_MS;
      },
      next: async (seen, signal) => {
        if (this.counter !== seen) return;
        const pendingRows = seen > productiveGeneration;
        const waitMs = pendingRows ? retryMs : IDLE_POLL_MS;
        if (pendingRows) retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
        await this.waitForNotification(waitMs, signal);
      },
      stop: () => {
        this.subscribers -= 1;
        if (this.subscribers === 0) void this.disconnect();
      },
    };
  }

  private waitForNotification(timeoutMs: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        signal?.removeEventListener("abort", done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
      signal?.addEventListener("abort", done, { once: true });
      if (!this.client && !this.closed) void this.ensureConnected();
    });
  }

  private ensureConnected(): Promise<void> {
    if (this.client || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      try {
        const client = await this.pool.connect();
        client.on("notification", () => this.wake());
        client.on("error", () => this.dropClient(client));
        await client.query(`LISTEN ${this.channel}`);
        this.client = client;
      } catch {
        // The database is unreachable for now: subscribers keep polling and a later wait reconnects.
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private wake(): void {
    this.counter += 1;
    for (const waiter of [...this.waiters]) waiter();
  }

  private dropClient(client: pg.PoolClient): void {
    if (this.client !== client) return;
    this.client = null;
    client.release(true);
    this.wake();
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (!client) return;
    await client.query(`UNLISTEN ${this.channel}`).catch(() => undefined);
    client.release();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.disconnect();
    this.wake();
  }
}
