import { Schema } from "effect";
import { SessionSummaryAnswer } from "../sessions/answers";

// What the session lists answer (§2.7, §2.8): never an e-mail address nor a meeting link.

/** One row of a session list. */
export const ListedSessionAnswer = Schema.Struct({
  ...SessionSummaryAnswer.fields,
  /** Some confirmed attendees missed the previous module (the staff lists' warning icon); false on the public lists. */
  missedEarlierModules: Schema.Boolean,
}).annotations({ identifier: "ListedSession" });
export type ListedSessionAnswer = typeof ListedSessionAnswer.Type;

/** The person a group or trainer list is about (no name once erased). */
const ListedPersonAnswer = Schema.Struct({ id: Schema.String, name: Schema.NullOr(Schema.String) }).annotations({ identifier: "ListedPerson" });

const pageFields = {
  sessions: Schema.Array(ListedSessionAnswer),
  /** How many sessions match in all pages. */
  total: Schema.Number,
  page: Schema.Number,
  pageSize: Schema.Number,
};

/** One page of a session list. */
export const SessionListPageAnswer = Schema.Struct(pageFields).annotations({ identifier: "SessionListPage" });
export type SessionListPageAnswer = typeof SessionListPageAnswer.Type;

/** One page of a local lead's group or of one trainer's sessions, with whom it is about. */
export const PersonSessionListPageAnswer = Schema.Struct({ ...pageFields, person: ListedPersonAnswer }).annotations({ identifier: "PersonSessionListPage" });
export type PersonSessionListPageAnswer = typeof PersonSessionListPageAnswer.Type;

/** GET /api/available-sessions/:id */
export const AvailableSessionsAnswer = Schema.Struct({
  person: ListedPersonAnswer,
  group: Schema.Boolean,
  sessions: Schema.Array(ListedSessionAnswer),
}).annotations({ identifier: "AvailableSessions" });
export type AvailableSessionsAnswer = typeof AvailableSessionsAnswer.Type;
