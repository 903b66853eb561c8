import { DialogBody, DialogFooter } from "@blueprintjs/core";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { type ExportTarget, type SessionFilters } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { DayInput } from "./DayInput";
import { exportSearch } from "../exports/ExportButton";
import { useExportDownload } from "../exports/useExportDownload";

interface ExportSessionsDialogProps {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  readonly target: ExportTarget;
  readonly filters: Partial<SessionFilters>;
}

/** Export CSV (§2.7, §7): sessions with a date in the chosen range (either end may stay open). */
export const ExportSessionsDialog = ({ isOpen, onClose, target, filters }: ExportSessionsDialogProps) => {
  const t = useT();
  const [fromDate, setFromDate] = useState("");
  const [toDate, setToDate] = useState("");
  const { download, isExporting } = useExportDownload();
  const rangeError = fromDate && toDate && toDate < fromDate ? t("list.dateRange") : undefined;

  const exportCsv = async () => {
    const search = exportSearch({ target, filters, fromDate, toDate });
    if (await download(`/api/export-csv/sessions?${search}`, "text/csv")) onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t("sessionList.exportTitle")} icon="export">
      <DialogBody>
        <p>{t("sessionList.exportIntro")}</p>
        <div className="export-range">
          <FormField label={t("sessionList.exportFrom")} labelFor="export-from" optional>
            <DayInput id="export-from" value={fromDate} onChange={setFromDate} />
          </FormField>
          <FormField label={t("sessionList.exportTo")} labelFor="export-to" optional error={rangeError}>
            <DayInput id="export-to" value={toDate} onChange={setToDate} hasError={Boolean(rangeError)} />
          </FormField>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui.cancel")} onClick={onClose} />
            <Button intent="primary" icon="download" text={t("sessionList.exportCsv")} loading={isExporting} disabled={Boolean(rangeError)} onClick={() => void exportCsv()} />
          </>
        }
      />
    </Dialog>
  );
};
