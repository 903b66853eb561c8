import type { Knex } from "knex";
import type { DeliveryFilter } from "@wellbeing/domain";
import { PUBLIC_TRAINERS, byDelivery } from "../sessionLists/criteria";

/**
 * How many sessions the public schedule holds: upcoming (last date today or later), no Trainer Upskill, of
 * the shown groups, of one delivery if asked. Counted on `schedule_trainers`, one row per session (its first
 * trainer in a shown group), off its partial index: a range per shown trainer, never a session row.
 */
export const publicScheduleTotal = async (db: Knex, schema: string, today: string, delivery: DeliveryFilter | null): Promise<number> => {
  const query = db
    .withSchema(schema)
    .from("schedule_trainers as t")
    .whereRaw(`t.trainer_id = ANY(${PUBLIC_TRAINERS})`, [schema, schema])
    .whereRaw(`NOT (t.earlier_trainer_ids && ${PUBLIC_TRAINERS})`, [schema, schema])
    .where("t.last_date", ">=", today)
    .where("t.trainer_upskill", false);
  if (delivery) void query.where("t.remote", byDelivery(delivery));
  const counted = (await query.count({ total: "*" }).first()) as { total: number | string } | undefined;
  return Number(counted?.total ?? 0);
};
