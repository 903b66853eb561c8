import type { Knex } from "knex";
import type { SessionCriteria } from "../sessionLists/sessionCriteria";
import { applyCriteria } from "../sessionLists/sessionCriteria";
import { listedSessionColumns } from "../sessionLists/sessionListView";
import type { ExportedResponseRow } from "./responsesCsv";

/**
 * The query of the responses of the sessions the criteria hold (scope, filters, a date in the range), streamed from
 * a cursor in the sessions' order, then by submission. Each row carries its session's facts and the
 * demographics its respondent gave once: the earliest response under the same pseudonym that gave them.
 */
export const responsesQuery = (db: Knex, schema: string, criteria: SessionCriteria): Knex.QueryBuilder => {
  const query = applyCriteria(
    db
      .withSchema(schema)
      .from("evaluation_responses as r")
      .join("sessions as s", "s.id", "r.session_id")
      .joinRaw(
        `LEFT JOIN LATERAL (
          SELECT d.answers, d.written_answers FROM ??.evaluation_responses d
          WHERE d.respondent = r.respondent AND d.demographics_given
          ORDER BY d.submitted_at, d.response_id LIMIT 1
        ) AS demographics ON true`,
        [schema],
      ),
    schema,
    criteria,
  );
  return query
    .select([
      ...listedSessionColumns(db, schema),
      "s.created_at",
      db.raw(
        `ARRAY(SELECT DISTINCT authority FROM ??.users u, unnest(u.local_authorities) AS authority WHERE u.id = ANY(s.trainer_ids) ORDER BY authority) AS local_authorities`,
        [schema],
      ),
      "r.response_id",
      "r.respondent",
      "r.survey_type",
      "r.answers",
      "r.written_answers",
      "r.disagreed_to_research",
      "r.submitted_at",
      "demographics.answers as demographic_answers",
      "demographics.written_answers as demographic_written_answers",
    ])
    .orderBy([
      { column: "s.first_date", order: "asc" },
      { column: "s.id", order: "asc" },
      { column: "r.submitted_at", order: "asc" },
      { column: "r.response_id", order: "asc" },
    ]);
};

export const responseRows = (db: Knex, schema: string, criteria: SessionCriteria): AsyncIterable<ExportedResponseRow> =>
  responsesQuery(db, schema, criteria).stream() as AsyncIterable<ExportedResponseRow>;
