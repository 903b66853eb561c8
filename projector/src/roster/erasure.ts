import type { Knex } from "knex";
import type { ProjectedEvent } from "../runner/projection";
import { erasedPeopleIn } from "../users/erasedPeople";

/**
 * Blanks what the roster copied of people deleted in this batch (addresses, messages, reasons),
 * keeping their rows: attendance counts stay. Four statements for the whole batch, however many
 * people it erases (blanking is the same whichever order or grouping it is done in).
 */
export const eraseRosterPeople = async (trx: Knex.Transaction, schema: string, batch: ReadonlyArray<ProjectedEvent>): Promise<void> => {
  const erased = erasedPeopleIn(batch);
  if (erased.length === 0) return;
  const keys = [...new Set(erased.flatMap((person) => person.keys))];
  const userIds = erased.map((person) => person.userId);
  const ofPeople = "person_key = ANY(?::text[]) OR participant_id::text = ANY(?::text[])";
  await trx.raw(`UPDATE ??.roster_entries SET email = NULL WHERE ${ofPeople}`, [schema, keys, userIds]);
  await trx.raw(`UPDATE ??.roster_special_requirements SET email = NULL, message = NULL WHERE person_key = ANY(?::text[])`, [schema, keys]);
  await trx.raw(`UPDATE ??.roster_removal_requests SET email = NULL, reason = NULL WHERE ${ofPeople}`, [schema, keys, userIds]);
  // An erased person never registers: what they answered before being listed has no entry to join.
  await trx.raw(`DELETE FROM ??.roster_unlisted_evaluations WHERE ${ofPeople}`, [schema, keys, userIds]);
};
