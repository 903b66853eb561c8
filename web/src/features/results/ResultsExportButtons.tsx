import type { SessionFilters } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { showError, showSuccess } from "../../ui/toaster";
import { downloadCsv } from "../sessionLists/downloadCsv";
import { appendFilters } from "../sessionLists/listSearch";

type ExportKind = "responses" | "sessions" | "trainers";

const LABELS = { responses: "results.exportResponses", sessions: "results.exportSessions", trainers: "results.exportTrainers" } as const;

interface ResultsExportButtonsProps {
  /** The page's target, course and person (its address's query). */
  readonly search: URLSearchParams;
  readonly filters: SessionFilters;
  /** Admins looking at every result also export the sessions and the trainers (§2.16). */
  readonly withSessionsAndTrainers: boolean;
}

/** 'Export Responses' (and for an admin with target all 'Export Sessions', 'Export Trainers'): GET /api/export-csv/<kind> with the page's target, course and filters. */
export const ResultsExportButtons = ({ search, filters, withSessionsAndTrainers }: ResultsExportButtonsProps) => {
  const t = useT();
  const [busy, setBusy] = useState<ExportKind | null>(null);
  const exportCsv = async (kind: ExportKind) => {
    const query = appendFilters(new URLSearchParams(search), filters);
    query.delete("view");
    setBusy(kind);
    try {
      const filename = await downloadCsv(`/api/export-csv/${kind}?${query}`);
      showSuccess(t("sessionList.downloaded", { filename }));
    } catch (error) {
      // §8: the server's message when it gave one, else the export's own failure text.
      showError(isApiError(error) && error.status !== 0 && error.status < 500 ? errorMessage(error, t) : t("sessionList.exportFailed"));
    } finally {
      setBusy(null);
    }
  };
  const kinds: ReadonlyArray<ExportKind> = withSessionsAndTrainers ? ["responses", "sessions", "trainers"] : ["responses"];
  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} icon="export" text={t(LABELS[kind])} loading={busy === kind} disabled={busy !== null && busy !== kind} onClick={() => void exportCsv(kind)} />
      ))}
    </>
  );
};
