import type { Knex } from "knex";
import { usableRoles, type AccountView } from "@wellbeing/domain";
import type { UserRow } from "@wellbeing/platform";

/** An account as the read model knows it, or null (unknown, or not projected yet). */
export const findAccount = async (db: Knex, schema: string, userId: string): Promise<AccountView | null> => {
  const row = await db.withSchema(schema).from<UserRow>("users").where({ id: userId }).first();
  if (!row) return null;
  return {
    userId: row.id,
    name: row.name,
    email: row.email,
    roles: usableRoles(row.roles, { archived: row.archived, localLeadId: row.local_lead_id }),
    localLeadId: row.local_lead_id,
    organisation: row.organisation,
    localAuthorities: row.local_authorities,
    emailVerified: row.email_verified,
    pendingEmail: row.pending_email,
  };
};
