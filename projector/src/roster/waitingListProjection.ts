import type { RosterEvent } from "@wellbeing/domain";
import { READ_MODELS, waitingListTables, type WaitingListRow } from "@wellbeing/platform";
import type { Projection } from "../runner/projection";
import { announceSessionChanges } from "../sessions/audience";

const WAITING_LIST_EVENT_TYPES: ReadonlySet<string> = new Set<RosterEvent["type"]>([
  "JoinedWaitingList",
  "SpaceOffered",
  "OfferAccepted",
  "OfferDeclined",
  "OfferExpired",
  "LeftWaitingList",
  "AttendeeRegistered",
]);

const rowId = (sessionId: string, participantId: string): string => `${sessionId}/${participantId}`;

/** A session's waiting list (issue 29): who waits, in line order, and the spaces held by open offers. */
export const waitingListProjection: Projection = {
  name: READ_MODELS.waitingList,
  version: 1,
  ...waitingListTables,
  apply: async (batch, { trx, schema, announcing, announce }) => {
    const events = batch.flatMap(({ event }) => (WAITING_LIST_EVENT_TYPES.has(event.type) ? [event as RosterEvent] : []));
    const table = () => trx.withSchema(schema).table<WaitingListRow>("waiting_list");
    const participants = new Map<string, Set<string>>();
    for (const event of events) {
      if (!("participantId" in event.data) || !event.data.participantId) continue;
      const { sessionId, participantId } = event.data;
      const id = rowId(sessionId, participantId);
      const changed = () => participants.set(sessionId, (participants.get(sessionId) ?? new Set()).add(participantId));
      switch (event.type) {
        case "JoinedWaitingList": {
          const [{ last }] = await table().where({ session_id: sessionId }).max({ last: "line" });
          const line = Number(last ?? 0) + 1;
          const row: WaitingListRow = {
            id,
            session_id: sessionId,
            participant_id: participantId,
            line,
            joined_at: event.data.joinedAt,
            offer_id: null,
            offered_by: null,
            expires_at: null,
          };
          await table().insert(row).onConflict("id").ignore();
          changed();
          break;
        }
        case "SpaceOffered":
          await table().where({ id }).update({ offer_id: event.data.offerId, offered_by: event.data.offeredBy, expires_at: event.data.expiresAt });
          changed();
          break;
        // An offer answered or expired, a person gone from the list or registered: their row goes.
        default:
          if ((await table().where({ id }).delete()) > 0) changed();
      }
    }
    if (!announcing || participants.size === 0) return;
    await announceSessionChanges({ trx, schema, announce }, { sessions: [...participants.keys()], participants, dashboard: true });
  },
};
