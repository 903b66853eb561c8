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
        case "SessionResponseRecorded": {
          const row = reach.get(event.data.sessionId);
          if (!row) break;
          const { surveyType } = event.data;
          reach.put({
            ...row,
            response_count: row.response_count + 1,
            survey_responses: { ...row.survey_responses, [surveyType]: (row.survey_responses[surveyType] ?? 0) + 1 },
          });
          break;
        }
        // §4: a removed attendee's response no longer counts (never below none).
        case "SessionResponseWithdrawn": {
          const row = reach.get(event.data.sessionId);
          if (!row) break;
          const { surveyType } = event.data;
          reach.put({
            ...row,
            response_count: Math.max(0, row.response_count - 1),
            survey_responses: { ...row.survey_responses, [surveyType]: Math.max(0, (row.survey_responses[surveyType] ?? 0) - 1) },
          });
          break;
        }
      }
    }
    await reach.flush();
  },
};
