import type { Knex } from "knex";
import type { SessionScheduled } from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { leadsOf } from "./audience";

type Scheduled = (typeof SessionScheduled.Type)["data"];

const dateRange = (dates: Scheduled["dates"]) => {
  const sorted = dates.map((date) => date.sessionDate).sort();
  return { first_date: sorted[0]!, last_date: sorted[sorted.length - 1]! };
};

export const sessionsProjection: Projection = {
  name: "sessions",
  version: 1,
  tables: ["sessions"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.sessions (
        id uuid PRIMARY KEY,
        short_id text NOT NULL UNIQUE,
        course text NOT NULL,
        modules text[] NOT NULL,
        dates jsonb NOT NULL,
        first_date date NOT NULL,
        last_date date NOT NULL,
        capacity integer NOT NULL,
        remote boolean NOT NULL,
        address jsonb,
        meeting_platform text,
        meeting_link text,
        contact_email text,
        extra_info text,
        trainer_ids uuid[] NOT NULL,
        confirmed_count integer NOT NULL DEFAULT 0,
        scheduled_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS sessions_trainers ON ??.sessions USING gin (trainer_ids);
      CREATE INDEX IF NOT EXISTS sessions_last_date ON ??.sessions (last_date);`,
      [schema, schema, schema],
    );
  },
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const sessions = new TableBatch<SessionRow>(trx, schema, "sessions", "id");
    const touched = new Map<string, string[]>();
    for (const { event } of batch) {
      switch (event.type) {
        case "SessionScheduled": {
          const data = event.data;
          sessions.put({
            id: data.sessionId,
            short_id: data.shortId,
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
            confirmed_count: 0,
            scheduled_by: data.scheduledBy,
            created_at: data.scheduledAt,
            updated_at: data.scheduledAt,
          });
          touched.set(data.sessionId, [...data.trainerIds]);
          break;
        }
      }
    }
    await sessions.flush();
    if (touched.size === 0 || !announcing) return;
    const leads = await leadsOf(trx, schema, [...touched.values()].flat());
    for (const [sessionId, trainerIds] of touched) {
      const audience = { roles: ADMIN_AUDIENCE_ROLES, userIds: [...new Set([...trainerIds, ...trainerIds.flatMap((id) => leads.get(id) ?? [])])] };
      announce({ topic: "sessions", ids: [sessionId], audience });
      announce({ topic: "dashboard", ids: [], audience });
    }
  },
};
