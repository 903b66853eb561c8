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
  { header: "csvHeaders.sessionId", value: (row) => row.short_id },
  { header: "csvHeaders.course", value: (row) => COURSE_LABELS[row.course] },
  { header: "csvHeaders.modules", value: (row) => row.modules.map((module) => MODULE_LABELS[module]).join(", ") },
  { header: "csvHeaders.dates", value: (row) => row.dates.map((date) => dayMonthYear(date.sessionDate)).join(", ") },
  { header: "csvHeaders.times", value: (row) => listTimes(row.dates) },
  { header: "csvHeaders.delivery", value: (row) => (row.remote ? "Online" : "Face to face") },
  { header: "csvHeaders.location", value: (row) => locationText(row.remote, row.address) },
  { header: "csvHeaders.trainers", value: (row) => trainerNames((row.trainers ?? []).map((trainer) => trainer.name)) },
  { header: "csvHeaders.capacity", value: (row) => row.capacity },
  { header: "csvHeaders.confirmedParticipants", value: (row) => row.confirmed_count },
  { header: "csvHeaders.spacesRemaining", value: (row) => spacesRemaining(row.capacity, row.confirmed_count) },
  { header: "csvHeaders.created", value: (row) => new Date(row.created_at).toISOString() },
];
