import type { Knex } from "knex";

/** §3 Local lead (public schedule). */
export interface PublicScheduleLead {
  readonly _id: string;
  readonly name: string | null;
  readonly showSessionsPublicly: boolean;
}

/** Every local lead, by name, with whether the public schedule shows their group's sessions (archived ones only while shown). */
export const localLeadsWithVisibility = async (db: Knex, schema: string): Promise<PublicScheduleLead[]> => {
  const { rows }: { rows: Array<{ id: string; name: string | null; shown: boolean }> } = await db.raw(
    `SELECT u.id, u.name, p.lead_id IS NOT NULL AS shown
       FROM ??.users u LEFT JOIN ??.public_leads p ON p.lead_id = u.id
      WHERE u.roles @> ARRAY['localLead']::text[] AND (NOT u.archived OR p.lead_id IS NOT NULL)
      ORDER BY u.name NULLS LAST, u.id`,
    [schema, schema],
  );
  return rows.map((row) => ({ _id: row.id, name: row.name, showSessionsPublicly: row.shown }));
};
