import type { Knex } from "knex";
import pLimit, { type LimitFunction } from "p-limit";
import { advisoryLockKey } from "@wellbeing/platform";

/** A knex instance's connection bound (its pool's max), as configured. */
const poolMax = (db: Knex): number => (db.client as { config: Knex.Config }).config.pool?.max ?? 10;

/**
 * A person's turn, across every command API: their leaving the programme and their own registrations
 * take turns, so the leaving sees every place a registration took (and gives it up), or the registration
 * sees the account gone. Their decisions span streams no single append shares (the attendance index is
 * appended at any revision), so optimistic concurrency alone cannot order them.
 *
 * A turn holds one of the pool's connections (the lock's transaction) while its work takes others from
 * the same pool (a leaving discards survey drafts through knex). Were every connection held by a turn,
 * each would wait for one more and none would come: so at most half the pool is held by turns at once
 * on an instance, and the turns beyond wait, holding nothing, for one to finish.
 */
export class PersonTurns {
  private readonly turnsAtOnce: LimitFunction;

  constructor(
    private readonly db: Knex,
    turnsAtOnce = Math.max(1, Math.floor(poolMax(db) / 2)),
  ) {
    this.turnsAtOnce = pLimit(turnsAtOnce);
  }

  /** Runs `work` in the person's turn: a transaction-scoped advisory lock, freed at commit or when its connection dies. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.turnsAtOnce(() =>
      this.db.transaction(async (turn) => {
        await turn.raw("SELECT pg_advisory_xact_lock(?::bigint)", [advisoryLockKey(`person:${userId}`).toString()]);
        return work();
      }),
    );
  }
}
