import type { SessionEdited, SessionScheduled } from "@wellbeing/domain";
import { READ_MODELS, sessionsTables, type SessionRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { SessionAudiences } from "./audience";
import { sessionsTouchedLater } from "./touched";

type Details = Omit<(typeof SessionScheduled.Type)["data"] | (typeof SessionEdited.Type)["data"], "sessionId">;

const dateRange = (dates: Details["dates"]) => {
  const sorted = dates.map((date) => date.sessionDate).sort();
  return { first_date: sorted[0]!, last_date: sorted[sorted.length - 1]! };
};

/** The columns a session's details fill, the same whether it was just scheduled or edited. */
const detailColumns = (data: Details) => ({
  course: data.course,
  modules: [...data.modules],
  dates: data.dates,
  ...dateRange(data.dates),
  capacity: data.capacity,
  remote: data.remote,
  address: data.address,
  meeting_platform: data.meetingPlatform,
  meeting_link: data.meetingLink,
  contact_email: data.contactEmail,
  extra_info: data.extraInfo,
  trainer_ids: [...data.trainerIds],
});

export const sessionsProjection: Projection = {
  name: READ_MODELS.sessions,
  version: 1,
  ...sessionsTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const sessions = new TableBatch<SessionRow>(trx, schema, "sessions", "id");
    await sessions.load(sessionsTouchedLater(batch));
    // Who may see each touched session, before and after the batch (an edit may drop a trainer: they are told too).
    const audiences = new SessionAudiences();
    for (const { event } of batch) {
      switch (event.type) {
        case "SessionScheduled": {
          const data = event.data;
          sessions.put({
            id: data.sessionId,
            short_id: data.shortId,
            ...detailColumns(data),
            confirmed_count: 0,
            scheduled_by: data.scheduledBy,
            created_at: data.scheduledAt,
            updated_at: data.scheduledAt,
          });
          audiences.add(data.sessionId, data.trainerIds);
          break;
        }
        case "SessionEdited": {
          const row = sessions.get(event.data.sessionId);
          if (!row) break;
          audiences.add(row.id, row.trainer_ids);
          sessions.put({ ...row, ...detailColumns(event.data), updated_at: event.data.editedAt });
          audiences.add(row.id, event.data.trainerIds);
          break;
        }
        case "SessionDeleted": {
          const row = sessions.get(event.data.sessionId);
          audiences.add(event.data.sessionId, [...(row?.trainer_ids ?? []), ...event.data.trainerIds]);
          sessions.remove(event.data.sessionId);
          break;
        }
        case "SessionResponseRecorded":
        case "SessionResponseWithdrawn": {
          const row = sessions.get(event.data.sessionId);
          if (row) audiences.add(row.id, row.trainer_ids);
          break;
        }
        // The roster's events carry the confirmed count they leave (spaces remaining, §9).
        case "AttendeeRegistered":
        case "AttendeeRemoved": {
          const row = sessions.get(event.data.sessionId);
          if (!row) break;
          sessions.put({ ...row, confirmed_count: event.data.confirmedCount });
          audiences.add(row.id, row.trainer_ids);
          break;
        }
      }
    }
    await sessions.flush();
    // A deleted person's contact e-mail goes with them (sealed with their key, a replay reads null too).
    const erased = batch.flatMap(({ event }) => (event.type === "AccountDeleted" ? [event.data.userId] : []));
    if (erased.length > 0) await trx.raw("UPDATE ??.sessions SET contact_email = NULL WHERE scheduled_by::text = ANY(?::text[])", [schema, erased]);
    if (audiences.isEmpty || !announcing) return;
    for (const { sessionId, userIds } of await audiences.resolve(trx, schema)) {
      const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds };
      announce({ topic: "sessions", ids: [sessionId], audience });
      announce({ topic: "dashboard", ids: [], audience });
    }
  },
};
