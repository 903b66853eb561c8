import { courseLabelIn, dayMonthYear, listTimes, locationText, moduleLabelIn, spacesRemaining, trainerNames } from "@wellbeing/domain";
import type { SessionRow } from "@wellbeing/platform";
import type { ListedSessionRow } from "../sessionLists/view";
import type { CsvColumn } from "./csvReply";

export type ExportedSessionRow = ListedSessionRow &
  Pick<SessionRow, "created_at"> & {
    /** How many the register says came (any date); null while it holds no mark (issue 29). */
    attended: number | null;
  };

/** The sessions export: what the lists show, trainers' names included, in the caller's language; no participant e-mails, no meeting links. */
export const SESSION_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportedSessionRow>> = [
  { header: "csvHeaders.sessionId", value: (row) => row.short_id },
  { header: "csvHeaders.course", value: (row, t) => courseLabelIn(t, row.course) },
  { header: "csvHeaders.modules", value: (row, t) => row.modules.map((module) => moduleLabelIn(t, module)).join(", ") },
  { header: "csvHeaders.dates", value: (row) => row.dates.map((date) => dayMonthYear(date.sessionDate)).join(", ") },
  { header: "csvHeaders.times", value: (row, t) => listTimes(row.dates, t) },
  { header: "csvHeaders.delivery", value: (row, t) => t(row.remote ? "sessionFacts.online" : "sessionFacts.faceToFace") },
  { header: "csvHeaders.location", value: (row, t) => locationText(row.remote, row.address, t) },
  {
    header: "csvHeaders.trainers",
    value: (row, t) =>
      trainerNames(
        (row.trainers ?? []).map((trainer) => trainer.name),
        t,
      ),
  },
  { header: "csvHeaders.capacity", value: (row) => row.capacity },
  { header: "csvHeaders.confirmedParticipants", value: (row) => row.confirmed_count },
  { header: "csvHeaders.spacesRemaining", value: (row) => spacesRemaining(row.capacity, row.confirmed_count, row.held_offers) },
  // Empty while the register has not been taken: no figure rather than a misleading 0.
  { header: "csvHeaders.attended", value: (row) => row.attended ?? "" },
  { header: "csvHeaders.created", value: (row) => new Date(row.created_at).toISOString() },
];
