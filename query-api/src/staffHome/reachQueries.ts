import type { Knex } from "knex";
import { reachScopeOf, responseRate, responseRateBase, splitDirectory, type Role, type Stats } from "@wellbeing/domain";
import { attendedColumn } from "../attendance/queries";
import { allStaff, groupOf } from "../users/directoryQueries";

interface ReachTotals {
  sessions: number;
  participants: number;
  responses: number;
}

/**
 * The reach of the sessions `query` (over `session_reach`) selects: each session's participants are those
 * its response rate is over (who came; the registered while its register holds no mark: issue 29).
 */
const totals = async (db: Knex, schema: string, query: Knex.QueryBuilder): Promise<ReachTotals> => {
  const rows = (await query.select("participant_count", "response_count", attendedColumn(db, schema, "session_reach.session_id"))) as Array<{
    participant_count: number;
    response_count: number;
    attended: number | null;
  }>;
  return rows.reduce<ReachTotals>(
    (sum, row) => ({
      sessions: sum.sessions + 1,
      participants: sum.participants + responseRateBase(row.participant_count, row.attended).attendees,
      responses: sum.responses + row.response_count,
    }),
    { sessions: 0, participants: 0, responses: 0 },
  );
};

/** Who shares a caller's 'Your Total Reach': everyone for admins, else the trainer or the group's lead alone. */
export const reachQuestion = (caller: { userId: string; role: Role }): string => {
  const scope = reachScopeOf(caller.role);
  return scope === "all" ? "all" : `${scope} ${caller.userId}`;
};

/** The caller's 'Your Total Reach' (§2.6): their sessions, their group's, or everyone's. */
export const reachOf = async (db: Knex, schema: string, caller: { userId: string; role: Role }): Promise<Stats> => {
  const reach = () => db.withSchema(schema).from("session_reach");
  const users = () => db.withSchema(schema).from("users");
  switch (reachScopeOf(caller.role)) {
    case "me": {
      const mine = await totals(db, schema, reach().whereRaw("trainer_ids @> ARRAY[?]::uuid[]", [caller.userId]));
      return {
        sessionCount: mine.sessions,
        participantCount: mine.participants,
        responseCount: mine.responses,
        responseRate: responseRate(mine.responses, mine.participants),
      };
    }
    case "myGroup": {
      const group = (await users().where({ local_lead_id: caller.userId }).select("id")) as Array<{ id: string }>;
      // Sessions an archived trainer ran still count towards the group's reach; the trainer no longer does.
      const [ours, trainers] = await Promise.all([
        totals(db, schema, reach().whereRaw("trainer_ids && ?::uuid[]", [[caller.userId, ...group.map((member) => member.id)]])),
        // The Trainers tile counts the list it opens (Your Trainers): one query for both.
        groupOf(db, schema, caller.userId),
      ]);
      return { sessionCount: ours.sessions, participantCount: ours.participants, responseCount: ours.responses, trainerCount: trainers.length };
    }
    case "all": {
      // The Trainers tile counts the list it opens (the admin's Trainers list): one query for both.
      const [everyone, staff] = await Promise.all([totals(db, schema, reach()), allStaff(db, schema)]);
      return {
        sessionCount: everyone.sessions,
        participantCount: everyone.participants,
        responseCount: everyone.responses,
        trainerCount: splitDirectory(staff).trainerList.length,
      };
    }
  }
};
