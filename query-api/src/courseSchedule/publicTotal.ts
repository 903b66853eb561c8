import type { Knex } from "knex";
import type { DeliveryFilter } from "@wellbeing/domain";
import { PUBLIC_TRAINERS, byDelivery } from "../sessionLists/criteria";

/**
 * How many sessions the public schedule holds: upcoming (last date today or later), no Trainer Upskill, of
 * the shown groups, of one delivery if asked. Counted on `schedule_trainers` off its partial indexes, a
 * range per shown trainer, never a session row: the sessions whose first trainer is shown, one entry each,
 * plus those whose first trainer is not but a co-trainer is (once each, however many; the first trainer
 * tested against the shown ones as a hashed set). Each half repeats its index's predicate word for word,
 * so each is an index-only scan; the shown trainers are read once.
 */
export const publicScheduleTotal = async (db: Knex, schema: string, today: string, delivery: DeliveryFilter | null): Promise<number> => {
  const remote = delivery ? byDelivery(delivery) : null;
  const upcoming = `t.trainer_id = ANY((SELECT ids FROM shown)::uuid[]) AND t.last_date >= ?::date AND NOT t.trainer_upskill
    AND (?::boolean IS NULL OR t.remote = ?::boolean)`;
  const { rows } = (await db.raw(
    `WITH shown AS MATERIALIZED (SELECT ${PUBLIC_TRAINERS} AS ids)
     SELECT (SELECT count(*) FROM ??.schedule_trainers t WHERE ${upcoming} AND cardinality(t.earlier_trainer_ids) = 0)
          + (SELECT count(DISTINCT t.session_id) FROM ??.schedule_trainers t WHERE ${upcoming} AND cardinality(t.earlier_trainer_ids) > 0
               AND t.earlier_trainer_ids[1] NOT IN (SELECT unnest(ids) FROM shown)) AS total`,
    [schema, schema, schema, today, remote, remote, schema, today, remote, remote],
  )) as { rows: Array<{ total: number | string }> };
  return Number(rows[0]?.total ?? 0);
};
