import { READ_MODELS, courseScheduleTables, type PublicLeadRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { applyScheduleTrainers } from "./scheduleTrainers";

/** Which local leads' sessions the public course schedule shows (§2.8), and each session's trainers it counts them by. */
export const courseScheduleProjection: Projection = {
  name: READ_MODELS.courseSchedule,
  // 2: schedule_trainers (issue 30), built by replaying every session's events.
  version: 2,
  ...courseScheduleTables,
  apply: async (batch, { trx, schema, announce }) => {
    await applyScheduleTrainers(trx, schema, batch);
    // Each choice replaces the one before: only the batch's last counts.
    const last = batch.findLast(({ event }) => event.type === "PublicLeadsChosen");
    if (!last || last.event.type !== "PublicLeadsChosen") return;
    const { leadIds, chosenAt } = last.event.data;
    await trx.withSchema(schema).from("public_leads").delete();
    if (leadIds.length > 0) {
      const unique = [...new Set(leadIds.map((id) => id.toLowerCase()))];
      await trx
        .withSchema(schema)
        .into("public_leads")
        .insert(unique.map((lead_id): PublicLeadRow => ({ lead_id, chosen_at: chosenAt })))
        .onConflict("lead_id")
        .ignore();
    }
    // The public schedule is a view of sessions: the admins' screens of it refresh.
    announce({ topic: "sessions", ids: [], audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: [] } });
  },
};
