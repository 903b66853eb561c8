import type { Knex } from "knex";
import PgBoss from "pg-boss";
import { PG_BOSS_SCHEMA, startPgBossQueue } from "../infrastructure/pgBossSetup";
import { jobIdOf, type SchedulerSettings } from "../sessionMail/scheduledEmailQueue";

/** What an offer's timer carries: which offer, on which session's roster, due when. */
export interface OfferExpiryJob {
  readonly sessionId: string;
  readonly offerId: string;
  readonly expiresAt: string;
}

const QUEUE = "waiting-list-offer-expiry";

/** One job per offer: the same offer always gets the same job id (the scheduled e-mails' scheme), so a timer set twice is stored once. */
const offerJobId = (job: OfferExpiryJob): string => jobIdOf({ scheduledEmailId: job.offerId, dueAt: job.expiresAt });

/**
 * The offers' timers (issue 29): a pg-boss job per offer in the application's Postgres, set by the
 * waiting-list reaction for the offer's expiry. It survives restarts, one worker takes it, and a job that
 * throws is tried again (retryLimit) with backoff.
 */
export class OfferExpiryQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly settings: SchedulerSettings,
  ) {}

  static async start(databaseUrl: string, db: Knex, settings: SchedulerSettings, onError: (error: Error) => void): Promise<OfferExpiryQueue> {
    const boss = new PgBoss({ connectionString: databaseUrl, schema: PG_BOSS_SCHEMA, max: 2, application_name: "offer-expiry" });
    boss.on("error", onError);
    await startPgBossQueue(db, boss, { name: QUEUE, retryLimit: settings.retryLimit, retryDelay: settings.retryDelaySeconds, retryBackoff: true });
    return new OfferExpiryQueue(boss, settings);
  }

  /** Sets the offer's timer for its expiry (idempotent). */
  async enqueue(job: OfferExpiryJob): Promise<void> {
    await this.boss.send(QUEUE, { ...job }, { id: offerJobId(job), startAfter: new Date(job.expiresAt) });
  }

  /** Hands due timers to `expire`; one that throws is tried again later. */
  async work(expire: (job: OfferExpiryJob) => Promise<void>): Promise<void> {
    await this.boss.work<OfferExpiryJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: this.settings.pollingIntervalSeconds }, async (jobs) => {
      for (const job of jobs) await expire(job.data);
    });
  }

  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
