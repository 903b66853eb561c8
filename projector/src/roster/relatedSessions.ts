import type { Knex } from "knex";
import type { RosterEvent } from "@wellbeing/domain";

/**
 * The other sessions where the people whose registrations changed are confirmed: whether their
 * attendees missed a previous module (§2.10's banner, §2.7's icon) may have changed with them.
 */
export const sessionsSharingAttendees = async (
  trx: Knex.Transaction,
  schema: string,
  events: ReadonlyArray<RosterEvent>,
  changedSessionIds: ReadonlyArray<string>,
): Promise<string[]> => {
  const emails = [
    ...new Set(
      events.flatMap((event) => ((event.type === "AttendeeRegistered" || event.type === "AttendeeRemoved") && event.data.email ? [event.data.email] : [])),
    ),
  ];
  if (emails.length === 0) return [];
  const rows: Array<{ session_id: string }> = await trx
    .withSchema(schema)
    .from("roster_entries")
    .distinct("session_id")
    .whereIn("email", emails)
    .where("status", "confirmed")
    .whereNotIn("session_id", [...changedSessionIds]);
  return rows.map((row) => row.session_id);
};
