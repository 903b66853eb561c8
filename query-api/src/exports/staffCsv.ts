import type { Knex } from "knex";
import { localAuthorityIn, organisationIn, programmeDate, roleIn, yesOrNo, type SessionScope } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";
import { directory, type DirectoryRow } from "../users/directoryQueries";
import type { CsvColumn } from "./csvReply";

// The trainers and participants exports (§6, §7): people registered in a date range, by UK day.

interface RegistrationRange {
  readonly fromDate: string | null;
  readonly toDate: string | null;
}

const registeredIn = (query: Knex.QueryBuilder, column: string, range: RegistrationRange): Knex.QueryBuilder => {
  if (range.fromDate) void query.whereRaw(`(?? AT TIME ZONE 'Europe/London')::date >= ?::date`, [column, range.fromDate]);
  if (range.toDate) void query.whereRaw(`(?? AT TIME ZONE 'Europe/London')::date <= ?::date`, [column, range.toDate]);
  return query;
};

const day = (instant: Date | string) => programmeDate(new Date(instant));

type ExportedStaffRow = DirectoryRow & Pick<UserRow, "registered_at">;

/**
 * Trainers and local leads as the trainers page lists them, by name: everyone for an admin, a local
 * lead's active group and themself, a trainer themself.
 */
export const staffRows = (db: Knex, schema: string, scope: SessionScope, range: RegistrationRange): AsyncIterable<ExportedStaffRow> => {
  const query = directory(db, schema).select("person.registered_at");
  if (scope.kind === "trainer") void query.where("person.id", scope.trainerId);
  if (scope.kind === "group") {
    void query.where((where) =>
      where.where((member) => member.where("person.local_lead_id", scope.leadId).where("person.archived", false)).orWhere("person.id", scope.leadId),
    );
  }
  return registeredIn(query, "person.registered_at", range).stream() as AsyncIterable<ExportedStaffRow>;
};

export const STAFF_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportedStaffRow>> = [
  { header: "dataExports.name", value: (row) => row.name },
  { header: "dataExports.email", value: (row) => row.email },
  { header: "dataExports.role", value: (row, t) => roleIn(t, row.roles.includes("localLead") ? "localLead" : "trainer") },
  { header: "dataExports.organisation", value: (row, t) => organisationIn(t, row.organisation?.value ?? "") },
  { header: "dataExports.localAuthorities", value: (row, t) => row.local_authorities.map((authority) => localAuthorityIn(t, authority)).join(", ") },
  { header: "dataExports.localLead", value: (row) => row.local_lead_name },
  { header: "dataExports.trainerCount", value: (row) => (row.roles.includes("localLead") ? row.trainer_count : "") },
  { header: "dataExports.archived", value: (row, t) => yesOrNo(t, row.archived) },
  { header: "dataExports.registrationDate", value: (row) => day(row.registered_at) },
];

type ExportedParticipantRow = Pick<UserRow, "id" | "name" | "email" | "organisation" | "registered_at">;

/** Every participant account registered in the range, newest first (the participants page's order). */
export const participantRows = (db: Knex, schema: string, range: RegistrationRange): AsyncIterable<ExportedParticipantRow> =>
  registeredIn(
    db.withSchema(schema).from("users").select("id", "name", "email", "organisation", "registered_at").whereRaw("roles @> ARRAY['participant']::text[]"),
    "registered_at",
    range,
  )
    .orderBy([{ column: "registered_at", order: "desc" }, { column: "id" }])
    .stream() as AsyncIterable<ExportedParticipantRow>;

export const PARTICIPANT_CSV_COLUMNS: ReadonlyArray<CsvColumn<ExportedParticipantRow>> = [
  { header: "dataExports.name", value: (row) => row.name },
  { header: "dataExports.email", value: (row) => row.email },
  { header: "dataExports.organisation", value: (row, t) => organisationIn(t, row.organisation?.value ?? "") },
  { header: "dataExports.registrationDate", value: (row) => day(row.registered_at) },
];
