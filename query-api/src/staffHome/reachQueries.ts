import type { Knex } from "knex";
import { reachScopeOf, responseRate, splitDirectory, type Role, type Stats } from "@wellbeing/domain";
import { allStaff, groupOf } from "../users/directoryQueries";

interface ReachTotals {
  sessions: number;
  participants: number;
  responses: number;
}

const totals = async (query: Knex.QueryBuilder): Promise<ReachTotals> => {
  const row = await query
    .select(
      query.client.raw("count(*)::int AS sessions"),
      query.client.raw("coalesce(sum(participant_count), 0)::int AS participants"),
      query.client.raw("coalesce(sum(response_count), 0)::int AS responses"),
    )
    .first();
  return row as ReachTotals;
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
      const mine = await totals(reach().whereRaw("trainer_ids @> ARRAY[?]::uuid[]", [caller.userId]));
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
        totals(reach().whereRaw("trainer_ids && ?::uuid[]", [[caller.userId, ...group.map((member) => member.id)]])),
        // The Trainers tile counts the list it opens (Your Trainers): one query for both.
        groupOf(db, schema, caller.userId),
      ]);
      return { sessionCount: ours.sessions, participantCount: ours.participants, responseCount: ours.responses, trainerCount: trainers.length };
    }
    case "all": {
      // The Trainers tile counts the list it opens (the admin's Trainers list): one query for both.
      const [everyone, staff] = await Promise.all([totals(reach()), allStaff(db, schema)]);
      return {
        sessionCount: everyone.sessions,
        participantCount: everyone.participants,
        responseCount: everyone.responses,
        trainerCount: splitDirectory(staff).trainerList.length,
      };
    }
  }
};
