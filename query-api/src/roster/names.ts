import type { Knex } from "knex";
import type { RosterEntryRow, UserRow } from "@wellbeing/platform";

/**
 * The names of the people on a roster who have an account: by the account that registered, else by
 * an address its holder proved (a name chosen by whoever merely signed up with the address is not
 * shown beside it). Keyed by the entry's e-mail address.
 */
export const rosterNames = async (
  db: Knex,
  schema: string,
  entries: ReadonlyArray<Pick<RosterEntryRow, "email" | "participant_id">>,
): Promise<ReadonlyMap<string, string>> => {
  const ids = entries.flatMap((entry) => (entry.participant_id ? [entry.participant_id] : []));
  const emails = entries.flatMap((entry) => (entry.email ? [entry.email] : []));
  if (emails.length === 0) return new Map();
  const accounts = await db
    .withSchema(schema)
    .from<UserRow>("users")
    .select("id", "name", "email")
    .whereNotNull("name")
    .andWhere((where) => {
      void where.whereIn("id", ids).orWhere((proven) => void proven.whereIn("email", emails).andWhere({ email_verified: true }));
    });
  const byId = new Map(accounts.map((account) => [account.id, account.name!]));
  const byEmail = new Map(accounts.flatMap((account) => (account.email ? [[account.email, account.name!] as const] : [])));
  return new Map(
    entries.flatMap((entry) => {
      const name = (entry.participant_id ? byId.get(entry.participant_id) : undefined) ?? (entry.email ? byEmail.get(entry.email) : undefined);
      return entry.email && name ? [[entry.email, name] as const] : [];
    }),
  );
};
