import type { ExportTarget, MessageKey, SessionFilters } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { appendFilters } from "../sessionLists/listSearch";
import { useExportDownload } from "./useExportDownload";

/** The CSV exports of §6 and §7, each at GET /api/export-csv/<kind>. */
export type ExportKind = "responses" | "sessions" | "trainers" | "participants";

export const EXPORT_LABELS: Readonly<Record<ExportKind, MessageKey>> = {
  responses: "dataExports.exportResponses",
  sessions: "dataExports.exportSessions",
  trainers: "dataExports.exportTrainers",
  participants: "dataExports.exportParticipants",
};

interface ExportButtonProps {
  readonly kind: ExportKind;
  /** Whose rows (the server checks it against the caller's role); the caller's own default when left out. */
  readonly target?: ExportTarget;
  /** The session filters of the page (sessions and responses only). */
  readonly filters?: Partial<SessionFilters>;
  /** The date range, YYYY-MM-DD; an end left out stays open. */
  readonly fromDate?: string;
  readonly toDate?: string;
  readonly minimal?: boolean;
}

/** The query string of an export: target, filters and range, as the contract reads them. */
export const exportSearch = ({ target, filters, fromDate, toDate }: Omit<ExportButtonProps, "kind" | "minimal">): URLSearchParams => {
  const search = new URLSearchParams({ isExport: "true" });
  if (target) search.set("target", target);
  if (fromDate) search.set("fromDate", fromDate);
  if (toDate) search.set("toDate", toDate);
  return filters ? appendFilters(search, filters) : search;
};

/**
 * 'Export Responses', 'Export Sessions', 'Export Trainers' or 'Export Participants': downloads the
 * CSV file under the server's name, busy while it comes, and says how it went.
 */
export const ExportButton = ({ kind, minimal, ...query }: ExportButtonProps) => {
  const t = useT();
  const { download, isExporting } = useExportDownload();
  return (
    <Button
      icon="export"
      minimal={minimal}
      text={t(EXPORT_LABELS[kind])}
      loading={isExporting}
      onClick={() => void download(`/api/export-csv/${kind}?${exportSearch(query)}`, "text/csv")}
    />
  );
};
