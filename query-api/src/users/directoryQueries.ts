import type { Knex } from "knex";
import { LIMITS, type LocalLeadSummary, type ParticipantPage, type StaffPickerItem, type StaffListItem } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";

export type DirectoryRow = Pick<UserRow, "id" | "name" | "email" | "roles" | "organisation" | "local_authorities" | "archived"> & {
  local_lead_name: string | null;
  trainer_count: number;
};

const isTrainer = "roles @> ARRAY['trainer']::text[]";
const isLocalLead = "roles @> ARRAY['localLead']::text[]";
/** Who delivers the programme: the trainers and local leads (the exports', a group's); the admin's lists add the auditors. */
const DELIVERING = ["trainer", "localLead"];

/**
 * Trainers and local leads (and, when asked, auditors) with what the trainers page shows: their lead's
 * name and the size of their own group (active trainers). Erased people (no name) are left out.
 */
export const directory = (db: Knex, schema: string, options: { readonly withAuditors?: boolean } = {}): Knex.QueryBuilder => {
  const users = `${schema}.users`;
  return db
    .from({ person: users })
    .leftJoin({ lead: users }, "lead.id", "person.local_lead_id")
    .select(
      "person.id",
      "person.name",
      "person.email",
      "person.roles",
      "person.organisation",
      "person.local_authorities",
      "person.archived",
      "lead.name as local_lead_name",
      db.raw(
        `(SELECT count(*)::int FROM ?? AS member WHERE member.local_lead_id = person.id AND NOT member.archived AND member.${isTrainer}) AS trainer_count`,
        [users],
      ),
    )
    .whereRaw("person.roles && ?::text[]", [options.withAuditors ? [...DELIVERING, "auditor"] : DELIVERING])
    .whereNotNull("person.name")
    .orderByRaw("lower(person.name), person.id");
};

const toItem = (row: DirectoryRow): StaffListItem => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.roles.includes("localLead") ? "localLead" : row.roles.includes("trainer") ? "trainer" : "auditor",
  organisation: row.organisation,
  localAuthorities: row.local_authorities,
  localLeadName: row.local_lead_name,
  trainerCount: row.roles.includes("localLead") ? row.trainer_count : 0,
  archived: row.archived,
});

/** Every trainer, local lead and auditor, archived ones included (the admin's lists). */
export const allStaff = async (db: Knex, schema: string): Promise<StaffListItem[]> =>
  ((await directory(db, schema, { withAuditors: true })) as DirectoryRow[]).map(toItem);

/** A local lead's list: the active trainers of their group, and themself. */
export const groupOf = async (db: Knex, schema: string, localLeadId: string): Promise<StaffListItem[]> =>
  (
    (await directory(db, schema).where((where) =>
      where.where((member) => member.where("person.local_lead_id", localLeadId).where("person.archived", false)).orWhere("person.id", localLeadId),
    )) as DirectoryRow[]
  ).map(toItem);

const people = (db: Knex, schema: string) =>
  db.withSchema(schema).from("users").select("id", "name").whereNotNull("name").where({ archived: false }).orderByRaw("lower(name), id");

const toRef = (row: { id: string; name: string | null }): StaffPickerItem => ({ _id: row.id, name: row.name });

/** The active local leads, for pickers. */
export const localLeads = async (db: Knex, schema: string): Promise<StaffPickerItem[]> =>
  ((await people(db, schema).whereRaw(isLocalLead)) as Array<{ id: string; name: string | null }>).map(toRef);

/** The active trainers of a local lead's group, for pickers. */
export const groupMembers = async (db: Knex, schema: string, localLeadId: string): Promise<StaffPickerItem[]> =>
  ((await people(db, schema).whereRaw(isTrainer).where({ local_lead_id: localLeadId })) as Array<{ id: string; name: string | null }>).map(toRef);

/** A local lead's name and organisation (archived ones too: a trainer may still leave their group). */
export const findLocalLead = async (db: Knex, schema: string, id: string): Promise<LocalLeadSummary | null> => {
  const row: Pick<UserRow, "id" | "name" | "organisation"> | undefined = await db
    .withSchema(schema)
    .from("users")
    .select("id", "name", "organisation")
    .where({ id })
    .whereRaw(isLocalLead)
    .first();
  return row ? { _id: row.id, name: row.name, organisation: row.organisation } : null;
};

/** One page of participants, newest first, and how many there are. */
export const participantPage = async (db: Knex, schema: string, page: number): Promise<ParticipantPage> => {
  const participants = () => db.withSchema(schema).from("users").whereRaw("roles @> ARRAY['participant']::text[]");
  const pageSize = LIMITS.participantsPageSize;
  const [rows, total] = await Promise.all([
    participants()
      .select("id", "name", "email", "organisation", "registered_at")
      .orderBy([{ column: "registered_at", order: "desc" }, { column: "id" }])
      .limit(pageSize)
      .offset((page - 1) * pageSize) as Promise<Array<Pick<UserRow, "id" | "name" | "email" | "organisation" | "registered_at">>>,
    participants().count<Array<{ n: string }>>({ n: "*" }).first(),
  ]);
  return {
    participantList: rows.map((row) => ({
      _id: row.id,
      name: row.name,
      email: row.email,
      organisation: row.organisation,
      registrationDate: new Date(row.registered_at).toISOString(),
    })),
    participantCount: Number(total?.n ?? 0),
  };
};
