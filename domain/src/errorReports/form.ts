import { Schema } from "effect";
import { LIMITS } from "../constants";
import { saying } from "../shared/fieldMessage";
import { FreeText, OptionalTextOfAtMost, Uuid, oneOf, requiredField } from "../shared/fields";
import { ERROR_REPORT_KINDS } from "./sampling";

/** Free text (line breaks allowed) that must say something. */
const RequiredFreeText = (max: number) => FreeText(max).pipe(Schema.minLength(1, saying("validation.required")));

/**
 * POST /api/error-reports: what a crashed screen sends (`crash`, by itself) or a person sends with
 * 'Report feedback' (`feedback`, with their note). The report id is the browser's, so sending it twice records it once.
 */
export const ErrorReportForm = Schema.Struct({
  // Read lowercased: one report, one stream, however the browser spelled its id.
  reportId: requiredField(Uuid.pipe(Schema.compose(Schema.Lowercase))),
  kind: requiredField(oneOf(ERROR_REPORT_KINDS)),
  page: requiredField(RequiredFreeText(LIMITS.linkMaxLength)),
  error: requiredField(RequiredFreeText(LIMITS.extraInfoMaxLength)),
  note: OptionalTextOfAtMost(LIMITS.extraInfoMaxLength),
});
export type ErrorReportForm = typeof ErrorReportForm.Type;
