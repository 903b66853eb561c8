import type { Knex } from "knex";
import { READ_MODELS, certificatesTables, type CertificateRow } from "@wellbeing/platform";
import type { Projection } from "../runner/projection";
import { TableBatch } from "../runner/tableBatch";
import { erasedPeopleIn } from "../users/erasedPeople";

/** Revokes the certificates of the people this batch erases: their names go (read while their keys lived). */
const revokeErased = async (trx: Knex.Transaction, schema: string, erased: ReadonlyArray<string>): Promise<void> => {
  if (erased.length === 0) return;
  await trx.raw(`UPDATE ??.certificates SET name = NULL, revoked = true WHERE person_id::text = ANY(?::text[])`, [schema, [...erased]]);
};

/** `certificates`: every issued certificate by its verification code, what anyone verifying it may see (§2.18). */
export const certificatesProjection: Projection = {
  name: READ_MODELS.certificates,
  // 2: a corrected certificate replaces the one before (replaced_by).
  version: 2,
  ...certificatesTables,
  apply: async (batch, { trx, schema }) => {
    const issued = batch.flatMap(({ event }) => (event.type === "CertificateIssued" ? [event.data] : []));
    const certificates = new TableBatch<CertificateRow>(trx, schema, "certificates", "code");
    await certificates.load(issued.flatMap((certificate) => [certificate.code, ...(certificate.replaces ? [certificate.replaces] : [])]));
    for (const certificate of issued) {
      // A certificate is issued once: a code met again (a replay) keeps its row.
      if (!certificates.get(certificate.code)) {
        certificates.put({
          code: certificate.code,
          session_id: certificate.sessionId,
          person_id: certificate.personId,
          module: certificate.module,
          course: certificate.course,
          completed_on: certificate.dates.at(-1) ?? certificate.issuedAt.slice(0, 10),
          name: certificate.name,
          revoked: certificate.name === null,
          replaced_by: null,
          issued_at: certificate.issuedAt,
        });
      }
      const replaced = certificate.replaces ? certificates.get(certificate.replaces) : undefined;
      // The corrected certificate no longer names anyone: its name was the wrong one.
      if (replaced) certificates.put({ ...replaced, name: null, replaced_by: certificate.code });
    }
    await certificates.flush();
    await revokeErased(
      trx,
      schema,
      erasedPeopleIn(batch).map(({ userId }) => userId),
    );
  },
};
