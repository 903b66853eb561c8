import { EXPORT_TARGETS, type SessionFilters } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EXPORT_LABELS } from "../exports/ExportButton";
import { ExportRangeDialog, type RangedExport } from "../exports/ExportRangeDialog";
import { appendFilters } from "../sessionLists/listSearch";

interface ResultsExportButtonsProps {
  /** The page's target, course and person (its address's query). */
  readonly search: URLSearchParams;
  readonly filters: SessionFilters;
  /** Admins looking at every result also export the sessions and the trainers (§2.16). */
  readonly withSessionsAndTrainers: boolean;
}

/** The exports cover the caller's own, their group's or everyone's rows: another trainer's or lead's page has none of its own. */
const exportable = (search: URLSearchParams): boolean => (EXPORT_TARGETS as ReadonlyArray<string>).includes(search.get("target") ?? "me");

/**
 * 'Export Responses' (and for an admin with target all 'Export Sessions', 'Export Trainers'): each opens
 * its date-range modal (§7), then GET /api/export-csv/<kind> with the page's target, course and filters.
 */
export const ResultsExportButtons = ({ search, filters, withSessionsAndTrainers }: ResultsExportButtonsProps) => {
  const t = useT();
  const [open, setOpen] = useState<RangedExport | null>(null);
  if (!exportable(search)) return null;
  const query = appendFilters(new URLSearchParams(search), filters);
  query.delete("view");
  query.set("isExport", "true");
  const kinds: ReadonlyArray<RangedExport> = withSessionsAndTrainers ? ["responses", "sessions", "trainers"] : ["responses"];
  return (
    <>
      {kinds.map((kind) => (
        <Button key={kind} icon="export" text={t(EXPORT_LABELS[kind])} onClick={() => setOpen(kind)} />
      ))}
      {kinds.map((kind) => (
        <ExportRangeDialog key={kind} kind={kind} isOpen={open === kind} onClose={() => setOpen(null)} search={query} />
      ))}
    </>
  );
};
