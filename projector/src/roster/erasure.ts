import type { Knex } from "knex";
import type { ProjectedEvent } from "../runner/projection";
import { erasedPeopleIn } from "../users/erasedPeople";

/**
 * Blanks what the roster copied of people deleted in this batch (addresses, messages, reasons),
 * keeping their rows: attendance counts stay.
 */
export const eraseRosterPeople = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<ProjectedEvent>): Promise<void> => {
  for (const { userId, keys } of erasedPeopleIn(batch)) {
    const ofPerson = "person_key = ANY(?::text[]) OR participant_id::text = ?";
    await trx.raw(`UPDATE ??.roster_entries SET email = NULL WHERE ${ofPerson}`, [schema, keys, userId]);
    await trx.raw(`UPDATE ??.roster_special_requirements SET email = NULL, message = NULL WHERE person_key = ANY(?::text[])`, [schema, keys]);
    await trx.raw(`UPDATE ??.roster_removal_requests SET email = NULL, reason = NULL WHERE ${ofPerson}`, [schema, keys, userId]);
    // An erased person never registers: what they answered before being listed has no entry to join.
    await trx.raw(`DELETE FROM ??.roster_unlisted_evaluations WHERE ${ofPerson}`, [schema, keys, userId]);
  }
};
