import {
  COURSE_LABELS,
  MODULE_LABELS,
  dayMonthYear,
  listTimes,
  locationText,
  spacesRemaining,
  trainerNames,
} from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/projector/readModels";
import type { ListedSessionRow } from "../sessionLists/sessionListView";
import type { CsvColumn } from "./csvReply";

export type ExportedSessionRow = ListedSessionRow & Pick<SessionRow, "created_at">;

/** The sessions export: what the lists show, trainers' names included; no participant e-mails, no meeting links. */
export const SESSION_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportedSessionRow>> = [
  { header: "Session ID", value: (row) => row.short_id },
  { header: "Course", value: (row) => COURSE_LABELS[row.course] },
  { header: "Modules", value: (row) => row.modules.map((module) => MODULE_LABELS[module]).join(", ") },
  { header: "Dates", value: (row) => row.dates.map((date) => dayMonthYear(date.sessionDate)).join(", ") },
  { header: "Times", value: (row) => listTimes(row.dates) },
  { header: "Delivery", value: (row) => (row.remote ? "Online" : "Face to face") },
  { header: "Location", value: (row) => locationText(row.remote, row.address) },
  { header: "Trainers", value: (row) => trainerNames((row.trainers ?? []).map((trainer) => trainer.name)) },
  { header: "Capacity", value: (row) => row.capacity },
  { header: "Confirmed participants", value: (row) => row.confirmed_count },
  { header: "Spaces remaining", value: (row) => spacesRemaining(row.capacity, row.confirmed_count) },
  { header: "Created", value: (row) => new Date(row.created_at).toISOString() },
];
