import { READ_MODELS, staffHomeTables, type SessionReachRow } from "@wellbeing/platform";
import type { Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { sessionsTouchedLater } from "../sessions/touched";

/** The staff home's reach figures per session (the read model keeps its first name, `dashboard`: its checkpoint and live topic). */
export const staffHomeProjection: Projection = {
  name: READ_MODELS.dashboard,
  version: 2,
  ...staffHomeTables,
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
