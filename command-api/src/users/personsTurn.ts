import type { Knex } from "knex";
import { advisoryLockKey } from "@wellbeing/platform";

/**
 * A person's turn, across every command API: their leaving the programme and their own registrations
 * take turns, so the leaving sees every place a registration took (and gives it up), or the registration
 * sees the account gone. Their decisions span streams no single append shares (the attendance index is
 * appended at any revision), so optimistic concurrency alone cannot order them.
 */
export class PersonTurns {
  constructor(private readonly db: Knex) {}

  /** Runs `work` in the person's turn: a transaction-scoped advisory lock, freed at commit or when its connection dies. */
  run<T>(userId: string, work: () => Promise<T>): Promise<T> {
    return this.db.transaction(async (turn) => {
      await turn.raw("SELECT pg_advisory_xact_lock(?::bigint)", [advisoryLockKey(`person:${userId}`).toString()]);
      return work();
    });
  }
}
