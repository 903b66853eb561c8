import type { Knex } from "knex";
import PgBoss from "pg-boss";
import { PG_BOSS_SCHEMA, pgBossOverKnex, startPgBossQueue } from "../infrastructure/pgBossSetup";

/** A forgotten-password request as it waits to be worked: which address (by its index stream, never in clear) and whose request. */
interface PasswordResetJob {
  readonly emailStream: string;
  readonly correlationId: string;
  readonly requestedAt: string;
}

export interface PasswordResetAttempt {
  /** The request's own id: the e-mail it leads to is sent once under it, however often the work is tried. */
  readonly id: string;
  readonly job: PasswordResetJob;
}

/** How requests are worked: retried with backoff when they fail, taken over when their worker dies. */
interface PasswordResetSettings {
  readonly retryLimit: number;
  /** Seconds before the first retry; each next one waits about twice as long. */
  readonly retryDelaySeconds: number;
  /** A request worked longer than this is taken to have lost its worker, and tried again elsewhere. */
  readonly expireInSeconds: number;
  /** How often each command API looks for requests another one recorded (its own are worked at once). */
  readonly pollingIntervalSeconds: number;
  /** How often expired work is looked for (pg-boss's maintenance, shared by every queue of its schema). */
  readonly maintenanceIntervalSeconds: number;
}

const DEFAULT_PASSWORD_RESET_SETTINGS: PasswordResetSettings = {
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 60,
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 30,
};

const QUEUE = "password-reset";
/** Requests fetched at once (worked side by side). */
const BATCH = 10;

/**
 * The durable queue of forgotten-password requests (pg-boss in the application's database). A
 * request is recorded before it is answered, the same way whether the address has an account or
 * not; any command API then works it, and one that dies mid-way leaves it for another.
 */
export class PasswordResetQueue {
  private boss: PgBoss | null = null;
  private workerId: string | null = null;
  private worker: ((attempt: PasswordResetAttempt) => Promise<void>) | null = null;

  constructor(
    private readonly db: Knex,
    private readonly settings: PasswordResetSettings = DEFAULT_PASSWORD_RESET_SETTINGS,
  ) {}

  /** Records the request (the answer waits for this one insert, and nothing else). */
  async request(job: PasswordResetJob): Promise<void> {
    const boss = this.started();
    await boss.send(
      QUEUE,
      { ...job },
      {
        retryLimit: this.settings.retryLimit,
        retryDelay: this.settings.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: this.settings.expireInSeconds,
      },
    );
    // This process works it at once; the others find what it leaves behind when they poll.
    if (this.workerId) boss.notifyWorker(this.workerId);
  }

  /** Connects the queue (creating pg-boss's tables on first use): requests can be recorded from then on. */
  async start(onError: (error: Error) => void): Promise<void> {
    if (this.boss) return;
    const boss = new PgBoss({ db: pgBossOverKnex(this.db), schema: PG_BOSS_SCHEMA, maintenanceIntervalSeconds: this.settings.maintenanceIntervalSeconds });
    boss.on("error", onError);
    await startPgBossQueue(this.db, boss, {
      name: QUEUE,
      retryLimit: this.settings.retryLimit,
      retryDelay: this.settings.retryDelaySeconds,
      retryBackoff: true,
    });
    this.boss = boss;
  }

  /** Hands every request, this process's and the others', to `work`; a request whose work throws is tried again later. */
  async work(work: (attempt: PasswordResetAttempt) => Promise<void>): Promise<void> {
    const boss = this.started();
    this.worker = work;
    this.workerId = await boss.work<PasswordResetJob>(
      QUEUE,
      { batchSize: BATCH, pollingIntervalSeconds: this.settings.pollingIntervalSeconds },
      async (jobs) => {
        // Each request succeeds or fails on its own (pg-boss then completes the batch's others).
        await Promise.all(jobs.map((job) => work({ id: job.id, job: job.data }).catch((error: unknown) => boss.fail(QUEUE, job.id, { error: String(error) }))));
        // A full batch leaves more waiting: fetch again at once instead of after the polling interval.
        if (jobs.length === BATCH && this.workerId) boss.notifyWorker(this.workerId);
      },
    );
  }

  /** Stops working requests (they are still recorded) until `resumeWork`: what the request path does alone can be seen. */
  async pauseWork(): Promise<void> {
    this.workerId = null;
    await this.started().offWork(QUEUE);
  }

  async resumeWork(): Promise<void> {
    if (!this.worker) throw new Error("the password reset queue was never worked");
    await this.work(this.worker);
  }

  /** Requests recorded and not yet worked to the end (waiting, being worked, or waiting for a retry). */
  async unfinished(): Promise<number> {
    return this.started().getQueueSize(QUEUE, { before: "completed" });
  }

  /** Stops taking requests; one being worked is finished first. */
  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = null;
    this.workerId = null;
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error("the password reset queue is not started (the command API starts it)");
    return this.boss;
  }
}
