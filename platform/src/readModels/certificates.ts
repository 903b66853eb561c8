import type { Course, Module } from "@wellbeing/domain";
import type { ReadModelTables } from "./tables";

/** `certificates`: one row per issued certificate, by its verification code (§2.18 verification). */
export interface CertificateRow extends Record<string, unknown> {
  code: string;
  session_id: string;
  person_id: string;
  module: Module;
  course: Course;
  /** The session's last day (YYYY-MM-DD): the date the verification page shows. */
  completed_on: string;
  /** The printed name; null once the holder is erased. */
  name: string | null;
  /** The holder was erased: the certificate no longer names anyone. */
  revoked: boolean;
  /** The code of the newer certificate that corrected this one's name (it then names nobody), or null. */
  replaced_by: string | null;
  issued_at: Date | string;
}

/** The certificates read model: its tables, created (idempotently) in a read-model schema; the projector drops them to rebuild it. */
export const certificatesTables: ReadModelTables = {
  tables: ["certificates"],
  migrate: async (db, schema) => {
    await db.raw(
      `CREATE TABLE IF NOT EXISTS ??.certificates (
        code text PRIMARY KEY,
        session_id uuid NOT NULL,
        person_id uuid NOT NULL,
        module text NOT NULL,
        course text NOT NULL,
        completed_on text NOT NULL,
        name text,
        revoked boolean NOT NULL DEFAULT false,
        replaced_by text,
        issued_at timestamptz NOT NULL
      );
      CREATE INDEX IF NOT EXISTS certificates_person ON ??.certificates (person_id);`,
      [schema, schema],
    );
  },
};
