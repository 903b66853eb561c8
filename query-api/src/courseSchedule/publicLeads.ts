import type { Knex } from "knex";
import type { PublicScheduleLeadAnswer } from "@wellbeing/domain";

/** Every local lead, by name, with whether the public schedule shows their group's sessions (archived ones only while shown). */
export const localLeadsWithVisibility = async (db: Knex, schema: string): Promise<PublicScheduleLeadAnswer[]> => {
  const { rows }: { rows: Array<{ id: string; name: string | null; shown: boolean }> } = await db.raw(
    `SELECT u.id, u.name, p.lead_id IS NOT NULL AS shown
       FROM ??.users u LEFT JOIN ??.public_leads p ON p.lead_id = u.id
      WHERE u.roles @> ARRAY['localLead']::text[] AND (NOT u.archived OR p.lead_id IS NOT NULL)
      ORDER BY u.name NULLS LAST, u.id`,
    [schema, schema],
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, showSessionsPublicly: row.shown }));
};
