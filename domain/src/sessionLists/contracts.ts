import { FileBody, defineContract, formPart, idParams } from "../http/contract";
import { AvailableSessionsAnswer, PersonSessionListPageAnswer, SessionListPageAnswer } from "./answers";
import {
  AvailableSessionsQueryWire,
  CourseScheduleQueryWire,
  SessionExportQueryWire,
  SessionListQueryWire,
  decodeAvailableSessionsQuery,
  decodeCourseScheduleQuery,
  decodeSessionExportQuery,
  decodeSessionListQuery,
} from "./query";

// The HTTP contracts of the session lists (§2.7, §2.8, §7).

const listQuery = formPart(SessionListQueryWire, decodeSessionListQuery);

export const ownSessionsContract = defineContract({
  method: "GET",
  path: "/api/users/sessions",
  readModels: ["sessions", "users", "roster"],
  summary: "One page of the caller's sessions: every session for an admin, the sessions they train for anyone else",
  audience: "staff",
  query: listQuery,
  answer: SessionListPageAnswer,
});

export const groupSessionsContract = defineContract({
  method: "GET",
  path: "/api/users/sessions/:id",
  readModels: ["sessions", "users", "roster"],
  summary: "One page of a local lead's group sessions: the lead's own and their trainers'",
  audience: "staff",
  params: idParams("local lead"),
  query: listQuery,
  answer: PersonSessionListPageAnswer,
});

export const trainerSessionsContract = defineContract({
  method: "GET",
  path: "/api/users/trainer-sessions/:id",
  readModels: ["sessions", "users", "roster"],
  summary: "One page of one trainer's sessions",
  audience: "staff",
  params: idParams("trainer"),
  query: listQuery,
  answer: PersonSessionListPageAnswer,
});

export const availableSessionsContract = defineContract({
  method: "GET",
  path: "/api/available-sessions/:id",
  readModels: ["sessions", "users"],
  summary: "The sessions an invitee may still join, of one trainer or (group=true) of a local lead's group",
  audience: "anonymous",
  params: idParams("trainer"),
  query: formPart(AvailableSessionsQueryWire, decodeAvailableSessionsQuery),
  answer: AvailableSessionsAnswer,
});

export const courseScheduleContract = defineContract({
  method: "GET",
  path: "/api/course-schedule",
  readModels: ["sessions", "users", "courseSchedule"],
  summary: "The public course schedule: a page of upcoming sessions of the chosen local leads and their groups",
  audience: "anonymous",
  query: formPart(CourseScheduleQueryWire, decodeCourseScheduleQuery),
  answer: SessionListPageAnswer,
});

export const sessionsExportContract = defineContract({
  method: "GET",
  path: "/api/export-csv/sessions",
  readModels: ["sessions", "users", "attendance"],
  summary:
    "The sessions with a date in the range as a CSV file, headers in the caller's language: all for an admin, a local lead's group, a trainer's own ('No data found' when none)",
  audience: "staff",
  query: formPart(SessionExportQueryWire, decodeSessionExportQuery),
  answer: FileBody,
  file: { mediaType: "text/csv" },
});

export const SESSION_LIST_CONTRACTS = [
  ownSessionsContract,
  groupSessionsContract,
  trainerSessionsContract,
  availableSessionsContract,
  courseScheduleContract,
  sessionsExportContract,
] as const;
