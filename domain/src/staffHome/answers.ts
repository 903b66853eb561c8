import { Schema } from "effect";
import { CourseAnswer, ModuleAnswer } from "../shared/answers";
import { SessionDateAnswer } from "../sessions/answers";
import { ListedSessionAnswer } from "../sessionLists/answers";

// What GET /api/staff-home answers (§2.6): the next sessions, the responses chart and what needs doing,
// all within the caller's scope. Never an e-mail address.

/** The session an item is about, enough to name it and link to its Manage Session screen. */
const ToDoSessionAnswer = Schema.Struct({
  id: Schema.String,
  shortId: Schema.String,
  course: CourseAnswer,
  modules: Schema.Array(ModuleAnswer),
  dates: Schema.Array(SessionDateAnswer),
}).annotations({ identifier: "ToDoSession" });
export type ToDoSession = typeof ToDoSessionAnswer.Type;

const item = <Kind extends string, Fields extends Schema.Struct.Fields>(kind: Kind, fields: Fields) =>
  Schema.Struct({ kind: Schema.Literal(kind), session: ToDoSessionAnswer, ...fields });

/** Starts within 7 days, has spaces, and nobody was invited. */
const InviteParticipantsItem = item("inviteParticipants", { spacesRemaining: Schema.Number }).annotations({ identifier: "InviteParticipantsItem" });
/** Finished, with attendees, and a date of it whose register was not taken (issue 29). */
const TakeRegisterItem = item("takeRegister", { dates: Schema.Number }).annotations({ identifier: "TakeRegisterItem" });
/** Finished, with attendees not all answered, and no post-session evaluation e-mail sent or scheduled. */
const SendEvaluationItem = item("sendEvaluation", { attendees: Schema.Number }).annotations({ identifier: "SendEvaluationItem" });
/** Finished, evaluation e-mailed, and fewer than half of the attendees answered it. */
const LowResponseRateItem = item("lowResponseRate", { responseRate: Schema.Number, responses: Schema.Number, attendees: Schema.Number }).annotations({
  identifier: "LowResponseRateItem",
});
/** Upcoming, with attendees who have not taken the module before it. */
const MissedModulesItem = item("missedModules", { attendees: Schema.Number }).annotations({ identifier: "MissedModulesItem" });
/** Participants asked to be taken off it. */
const RemovalRequestsItem = item("removalRequests", { requests: Schema.Number }).annotations({ identifier: "RemovalRequestsItem" });

/** Upcoming, people on its waiting list, and a free space not offered to them (issue 29). */
const OfferFreeSpacesItem = item("offerFreeSpaces", { waiting: Schema.Number, freeSpaces: Schema.Number }).annotations({ identifier: "OfferFreeSpacesItem" });

const ToDoItemAnswer = Schema.Union(
  OfferFreeSpacesItem,
  InviteParticipantsItem,
  TakeRegisterItem,
  SendEvaluationItem,
  LowResponseRateItem,
  MissedModulesItem,
  RemovalRequestsItem,
).annotations({
  identifier: "ToDoItem",
});
export type ToDoItem = typeof ToDoItemAnswer.Type;
export type ToDoKind = ToDoItem["kind"];

/** One week of the responses chart: the responses submitted from that Monday to the Sunday after. */
const WeekOfResponsesAnswer = Schema.Struct({
  weekStart: Schema.String.annotations({ description: "The week's Monday, YYYY-MM-DD" }),
  responses: Schema.Number,
}).annotations({ identifier: "WeekOfResponses" });
export type WeekOfResponses = typeof WeekOfResponsesAnswer.Type;

export const StaffHomeAnswer = Schema.Struct({
  /** The next sessions (last date today or later), soonest first. */
  nextSessions: Schema.Array(ListedSessionAnswer),
  /** Evaluation responses per week, oldest first, this week last. */
  responsesOverTime: Schema.Array(WeekOfResponsesAnswer),
  /** What needs doing, most urgent kind first. */
  toDo: Schema.Array(ToDoItemAnswer),
  /** Some survey has more responses than confirmed attendees (§8's response-rate warning). */
  responseRateOverFull: Schema.Boolean,
}).annotations({ identifier: "StaffHome" });
export type StaffHomeAnswer = typeof StaffHomeAnswer.Type;
