import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

/**
 * Secrets a deployment generates once and keeps in its database (e.g. the key that names e-mail
 * index streams), so every service of the deployment agrees on them without configuration.
 */
export const getOrCreateSecret = async (db: Knex, name: string): Promise<string> => {
  await db.raw(`INSERT INTO app_secrets (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING`, [name, randomBytes(32).toString("base64url")]);
  const row = await db("app_secrets").where({ name }).first<{ value: string }>();
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
};
