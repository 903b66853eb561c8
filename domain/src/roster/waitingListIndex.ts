import { Schema } from "effect";
import { defineEvent } from "../shared/events";

// A participant's waiting-list index (stream waitingListIndexStream): the sessions whose waiting list they
// joined, appended with the join. Leaving the programme reads it to take them off those lists too.

/** The participant joined a session's waiting list. */
export const WaitingListNoted = defineEvent("WaitingListNoted", { participantId: Schema.String, sessionId: Schema.String });

export const WaitingListIndexEvent = Schema.Union(WaitingListNoted);
export type WaitingListIndexEvent = typeof WaitingListIndexEvent.Type;

/** The sessions the index names, each once, in the order they were joined. */
export const notedWaitingLists = (events: ReadonlyArray<WaitingListIndexEvent>): ReadonlyArray<string> => [
  ...new Set(events.map((event) => event.data.sessionId)),
];
