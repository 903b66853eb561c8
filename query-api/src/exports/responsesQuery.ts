import type { Knex } from "knex";
import { releasedResponses } from "../results/releasedResponses";
import { sessionsWithheldFrom } from "../resultsAccess/consents";
import type { SessionCriteria } from "../sessionLists/criteria";
import { applyCriteria } from "../sessionLists/criteria";
import { listedSessionColumns } from "../sessionLists/view";
import type { ExportedResponseRow } from "./responsesCsv";

/**
 * The query of the released responses (domain results/disclosure.ts) to the sessions the criteria hold
 * (scope, filters, a date in the range), less the sessions withheld from the caller (a trainer's
 * withdrawn results-access consent, issue 24 §3), streamed from a cursor in the sessions' order and,
 * within a session, by a digest of the response id: an order that says nothing of who answered when.
 */
export const responsesQuery = (db: Knex, schema: string, criteria: SessionCriteria, callerId: string): Knex.QueryBuilder => {
  const query = applyCriteria(db.withSchema(schema).from("evaluation_responses as r").join("sessions as s", "s.id", "r.session_id"), schema, criteria)
    .whereIn("r.response_id", releasedResponses(db, schema))
    .whereNotIn("s.id", sessionsWithheldFrom(db, schema, callerId));
  return query
    .select([
      ...listedSessionColumns(db, schema),
      "s.created_at",
      db.raw(
        `ARRAY(SELECT DISTINCT authority FROM ??.users u, unnest(u.local_authorities) AS authority WHERE u.id = ANY(s.trainer_ids) ORDER BY authority) AS local_authorities`,
        [schema],
      ),
      "r.survey_type",
      "r.answers",
      "r.written_answers",
      "r.disagreed_to_research",
    ])
    .orderBy([
      { column: "s.first_date", order: "asc" },
      { column: "s.id", order: "asc" },
      { column: "r.survey_type", order: "asc" },
    ])
    .orderByRaw("md5(r.response_id::text)");
};

export const responseRows = (db: Knex, schema: string, criteria: SessionCriteria, callerId: string): AsyncIterable<ExportedResponseRow> =>
  responsesQuery(db, schema, criteria, callerId).stream() as AsyncIterable<ExportedResponseRow>;
