import { READ_MODELS, errorReportsTables, type ErrorReportRow } from "@wellbeing/platform";
import { ADMIN_AUDIENCE_ROLES, type Projection } from "../runner/projection";
import { safeText } from "../runner/safeText";
import { erasedPeopleIn } from "../users/erasedPeople";

const optionalText = (text: string | null): string | null => (text === null ? null : safeText(text));

/** `error_reports`: the reports admins read on the Reports screen, newest first. */
export const errorReportsProjection: Projection = {
  name: READ_MODELS.errorReports,
  version: 1,
  ...errorReportsTables,
  apply: async (batch, { trx, schema, announce }) => {
    const rows: ErrorReportRow[] = batch.flatMap(({ event }) =>
      event.type === "ErrorReported"
        ? [
            {
              id: event.data.reportId,
              kind: event.data.kind,
              page: optionalText(event.data.page),
              error: optionalText(event.data.error),
              note: optionalText(event.data.note),
              user_agent: optionalText(event.data.userAgent),
              reporter_id: event.data.reporterId,
              reported_at: event.data.reportedAt,
            },
          ]
        : [],
    );
    if (rows.length > 0) await trx.withSchema(schema).into("error_reports").insert(rows).onConflict("id").merge();
    // A person erased: the words of their reports go (the reports stay, anonymous).
    const erased = erasedPeopleIn(batch).map((person) => person.userId);
    if (erased.length > 0) {
      await trx
        .withSchema(schema)
        .table("error_reports")
        .whereIn("reporter_id", erased)
        .update({ page: null, error: null, note: null, user_agent: null, reporter_id: null });
    }
    if (rows.length > 0 || erased.length > 0) announce({ topic: "errorReports", ids: [], audience: { roles: ADMIN_AUDIENCE_ROLES, userIds: [] } });
  },
};
