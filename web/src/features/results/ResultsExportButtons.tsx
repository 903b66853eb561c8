import { EXPORT_TARGETS, type SessionFilters } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EXPORT_LABELS, type ExportKind } from "../exports/ExportButton";
import { useExportDownload } from "../exports/useExportDownload";
import { appendFilters } from "../sessionLists/listSearch";

type ResultsExport = Extract<ExportKind, "responses" | "sessions" | "trainers">;

interface ResultsExportButtonsProps {
  /** The page's target, course and person (its address's query). */
  readonly search: URLSearchParams;
  readonly filters: SessionFilters;
  /** Admins looking at every result also export the sessions and the trainers (§2.16). */
  readonly withSessionsAndTrainers: boolean;
}

/** The exports cover the caller's own, their group's or everyone's rows: another trainer's or lead's page has none of its own. */
const exportable = (search: URLSearchParams): boolean => (EXPORT_TARGETS as ReadonlyArray<string>).includes(search.get("target") ?? "me");

/** 'Export Responses' (and for an admin with target all 'Export Sessions', 'Export Trainers'): GET /api/export-csv/<kind> with the page's target, course and filters. */
export const ResultsExportButtons = ({ search, filters, withSessionsAndTrainers }: ResultsExportButtonsProps) => {
  const t = useT();
  const { download } = useExportDownload();
  const [busy, setBusy] = useState<ResultsExport | null>(null);
  const exportCsv = async (kind: ResultsExport) => {
    const query = appendFilters(new URLSearchParams(search), filters);
    query.delete("view");
    setBusy(kind);
    await download(`/api/export-csv/${kind}?${query}`, "text/csv");
    setBusy(null);
  };
  if (!exportable(search)) return null;
  const kinds: ReadonlyArray<ResultsExport> = withSessionsAndTrainers ? ["responses", "sessions", "trainers"] : ["responses"];
  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} icon="export" text={t(EXPORT_LABELS[kind])} loading={busy === kind} disabled={busy !== null && busy !== kind} onClick={() => void exportCsv(kind)} />
      ))}
    </>
  );
};
