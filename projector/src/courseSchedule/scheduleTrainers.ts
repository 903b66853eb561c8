import type { Knex } from "knex";
import type { SessionEdited, SessionScheduled } from "@wellbeing/domain";
import type { ScheduleTrainerRow } from "@wellbeing/platform";
import type { ProjectedEvent } from "../runner/projection";
import { copyRows } from "../runner/copyRows";

type Details = (typeof SessionScheduled.Type)["data"] | (typeof SessionEdited.Type)["data"];

/** A session's rows: each trainer once (ids compared as uuids are), in the session's order, with those before it. */
export const scheduleRowsOf = (data: Details): ScheduleTrainerRow[] => {
  const trainers = [...new Set(data.trainerIds.map((id) => id.toLowerCase()))];
  const dates = data.dates.map((date) => date.sessionDate).sort();
  return trainers.map((trainerId, place) => ({
    session_id: data.sessionId.toLowerCase(),
    trainer_id: trainerId,
    earlier_trainer_ids: trainers.slice(0, place),
    last_date: dates[dates.length - 1]!,
    remote: data.remote,
    trainer_upskill: data.modules.includes("trainer-upskill"),
  }));
};

/**
 * The batch's scheduled, edited and deleted sessions into `schedule_trainers`: each touched session's rows
 * as the batch leaves them, written with one delete and one COPY (an edit replaces the session's rows,
 * as the sessions read model replaces its details).
 */
export const applyScheduleTrainers = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<ProjectedEvent>): Promise<void> => {
  const sessions = new Map<string, ScheduleTrainerRow[]>();
  for (const { event } of batch) {
    if (event.type === "SessionScheduled" || event.type === "SessionEdited") sessions.set(event.data.sessionId.toLowerCase(), scheduleRowsOf(event.data));
    else if (event.type === "SessionDeleted") sessions.set(event.data.sessionId.toLowerCase(), []);
  }
  if (sessions.size === 0) return;
  // By the primary key (a session id is a uuid, as the sessions read model's own key holds it).
  await trx.raw("DELETE FROM ??.schedule_trainers WHERE session_id = ANY(?::uuid[])", [schema, [...sessions.keys()]]);
  await copyRows(trx, schema, "schedule_trainers", [...sessions.values()].flat());
};
