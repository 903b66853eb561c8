import type { Knex } from "knex";
import { ERROR_REPORTS_PAGE_SIZE, type ErrorReportAnswer } from "@wellbeing/domain";
import type { ErrorReportRow } from "@wellbeing/platform";

type ListedRow = ErrorReportRow & { reporter_name: string | null };

const toAnswer = (row: ListedRow): ErrorReportAnswer => ({
  id: row.id,
  kind: row.kind,
  page: row.page,
  error: row.error,
  note: row.note,
  userAgent: row.user_agent,
  reporter: row.reporter_id ? { id: row.reporter_id, name: row.reporter_name } : null,
  reportedAt: new Date(row.reported_at).toISOString(),
});

/** One page of reports, newest first, with the reporter's name while their account exists; and how many there are. */
export const errorReportPage = async (db: Knex, schema: string, page: number) => {
  // Schema-qualified names: withSchema would not reach the joined table.
  const rows: ListedRow[] = await db
    .from({ report: `${schema}.error_reports` })
    .leftJoin({ reporter: `${schema}.users` }, "reporter.id", "report.reporter_id")
    .select("report.*", "reporter.name as reporter_name")
    .orderBy([
      { column: "report.reported_at", order: "desc" },
      { column: "report.id", order: "desc" },
    ])
    .limit(ERROR_REPORTS_PAGE_SIZE)
    .offset((page - 1) * ERROR_REPORTS_PAGE_SIZE);
  const counted = await db.withSchema(schema).from("error_reports").count<Array<{ count: string }>>({ count: "*" });
  return { reports: rows.map(toAnswer), total: Number(counted[0]?.count ?? 0) };
};
