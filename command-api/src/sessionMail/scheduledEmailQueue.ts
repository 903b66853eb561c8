import { createHash } from "node:crypto";
import type { Knex } from "knex";
import PgBoss from "pg-boss";
import { PG_BOSS_SCHEMA, startPgBossQueue } from "../infrastructure/pgBossSetup";

/** What a scheduled e-mail's job carries: which e-mail, and the time it was made for. */
export interface ScheduledEmailJob {
  readonly sessionId: string;
  readonly scheduledEmailId: string;
  readonly dueAt: string;
}

/** How the scheduler tries: pg-boss retries a failed send with backoff, `retryLimit` more times. */
export interface SchedulerSettings {
  readonly retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long (retryBackoff). */
  readonly retryDelaySeconds: number;
  /** How often a worker looks for due jobs (pg-boss allows 0.5 s at least). */
  readonly pollingIntervalSeconds: number;
}

export const DEFAULT_SCHEDULER_SETTINGS: SchedulerSettings = { retryLimit: 5, retryDelaySeconds: 60, pollingIntervalSeconds: 2 };

const QUEUE = "session-mail-scheduled";

/**
 * One job per scheduled e-mail and time: the same e-mail at the same time always gets the same
 * job id, so making a job twice (a reaction told again after a restart) stores it once.
 */
export const jobIdOf = (job: Pick<ScheduledEmailJob, "scheduledEmailId" | "dueAt">): string => {
  const hex = createHash("sha256")
    .update(`${job.scheduledEmailId}|${new Date(job.dueAt).toISOString()}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export interface JobAttempt {
  readonly job: ScheduledEmailJob;
  /** This is the last try: if it fails, nothing will try again. */
  readonly lastTry: boolean;
  /** Tries so far, this one included. */
  readonly attempt: number;
}

/**
 * The durable queue of scheduled e-mails (pg-boss over the application's Postgres): a job waits
 * in the database until its time, survives restarts, and is handed to one worker at a time.
 */
export class ScheduledEmailQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly settings: SchedulerSettings,
  ) {}

  /** `db`: the process's own connections, where it waits for its turn to set pg-boss up. */
  static async start(databaseUrl: string, db: Knex, settings: SchedulerSettings, onError: (error: Error) => void): Promise<ScheduledEmailQueue> {
    const boss = new PgBoss({ connectionString: databaseUrl, schema: PG_BOSS_SCHEMA, max: 4, application_name: "scheduled-email" });
    boss.on("error", onError);
    await startPgBossQueue(db, boss, { name: QUEUE, retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true });
    return new ScheduledEmailQueue(boss, settings);
  }

  /** Makes the e-mail's job for its time (idempotent). */
  async enqueue(job: ScheduledEmailJob): Promise<void> {
    await this.boss.send(
      QUEUE,
      { ...job },
      {
        id: jobIdOf(job),
        startAfter: new Date(job.dueAt),
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: true,
      },
    );
  }

  /** Removes the e-mail's job for that time, if it is still waiting. */
  async cancel(job: Pick<ScheduledEmailJob, "scheduledEmailId" | "dueAt">): Promise<void> {
    await this.boss.cancel(QUEUE, jobIdOf(job));
  }

  /** Hands due jobs to `send`; a send that throws is tried again later, up to the retry limit. */
  async work(send: (attempt: JobAttempt) => Promise<void>): Promise<void> {
    await this.boss.work<ScheduledEmailJob>(
      QUEUE,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
      async (jobs) => {
        for (const job of jobs) await send({ job: job.data, lastTry: job.retryCount >= job.retryLimit, attempt: job.retryCount + 1 });
      },
    );
  }

  /** Stops taking jobs; a job being sent is finished first. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
