import { LIMITS, type ErrorReportKind } from "@wellbeing/domain";
import { callContract } from "../../api/client";

/** The error as text: its name, message and stack (where the code broke), within the report's limit. */
const describeError = (error: unknown): string => {
  const text = error instanceof Error ? [`${error.name}: ${error.message}`, error.stack ?? ""].filter(Boolean).join("\n") : String(error);
  return (text.trim() || "Unknown error").slice(0, LIMITS.extraInfoMaxLength);
};

/** A report id the browser makes, so the same report sent twice is recorded once (crypto.randomUUID is missing outside https). */
export const newReportId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The page without its query or fragment (they can carry a search or a token nobody needs to read). */
const currentPage = (): string => `${window.location.origin}${window.location.pathname}`.slice(0, LIMITS.linkMaxLength);

/** POST /api/error-reports: the crash's trace (`crash`, sampled by the server) or the person's note with it (`feedback`, always kept). */
export const sendErrorReport = async (report: { readonly reportId: string; readonly kind: ErrorReportKind; readonly error: unknown; readonly note?: string }) =>
  callContract((await import("../../api/firstScreenContracts")).reportErrorContract, {
    body: { reportId: report.reportId, kind: report.kind, page: currentPage(), error: describeError(report.error), note: report.note?.trim() || null },
  });
