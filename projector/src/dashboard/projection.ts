import type { Knex } from "knex";
import type { Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { sessionsTouchedLater } from "../sessions/sessionsTouched";
import type { SessionReachRow } from "./readModel";

export const dashboardProjection: Projection = {
  name: "dashboard",
  version: 2,
  tables: ["session_reach"],
  migrate: async (db: Knex, schema: string) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.session_reach (
        session_id uuid PRIMARY KEY,
        trainer_ids uuid[] NOT NULL,
        participant_count integer NOT NULL DEFAULT 0,
        response_count integer NOT NULL DEFAULT 0,
        survey_responses jsonb NOT NULL DEFAULT '{}'
      );
      CREATE INDEX IF NOT EXISTS session_reach_trainers ON ??.session_reach USING gin (trainer_ids);`,
      [schema, schema],
    );
  },
  // Announced by the sessions projection, which knows each session's audience.
  apply: async (batch, { trx, schema }) => {
    const reach = new TableBatch<SessionReachRow>(trx, schema, "session_reach", "session_id");
    await reach.load(sessionsTouchedLater(batch));
    for (const { event } of batch) {
      switch (event.type) {
        case "SessionScheduled":
          reach.put({
            session_id: event.data.sessionId,
            trainer_ids: [...event.data.trainerIds],
            participant_count: 0,
            response_count: 0,
            survey_responses: {},
          });
          break;
        case "SessionEdited": {
          const row = reach.get(event.data.sessionId);
          if (row) reach.put({ ...row, trainer_ids: [...event.data.trainerIds] });
          break;
        }
        case "SessionDeleted":
          reach.remove(event.data.sessionId);
          break;
        // Participants reached: the session's confirmed attendees, as the roster's events leave them.
        case "AttendeeRegistered":
        case "AttendeeRemoved": {
          const row = reach.get(event.data.sessionId);
          if (row) reach.put({ ...row, participant_count: event.data.confirmedCount });
          break;
        }
        // A response counts on its session until withdrawn with its attendee's removal (§4); a count never goes below none.
        case "SessionResponseRecorded":
        case "SessionResponseWithdrawn": {
          const row = reach.get(event.data.sessionId);
          if (!row) break;
          const { surveyType } = event.data;
          const counted = (count: number) => Math.max(0, count + (event.type === "SessionResponseRecorded" ? 1 : -1));
          reach.put({
            ...row,
            response_count: counted(row.response_count),
            survey_responses: { ...row.survey_responses, [surveyType]: counted(row.survey_responses[surveyType] ?? 0) },
          });
          break;
        }
      }
    }
    await reach.flush();
  },
};
