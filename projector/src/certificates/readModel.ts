import type { Course, Module } from "@wellbeing/domain";

// The row shape of the table this slice's projection creates (see projection.ts); the query API reads it.

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
