import { DialogBody, DialogFooter } from "@blueprintjs/core";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { type ExportTarget, type SessionFilters } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { showError, showSuccess } from "../../ui/toaster";
import { DayInput } from "./DayInput";
import { downloadCsv } from "./downloadCsv";
import { appendFilters } from "./listSearch";

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
  const [isExporting, setIsExporting] = useState(false);
  const rangeError = fromDate && toDate && toDate < fromDate ? t("list.dateRange") : undefined;

  const exportCsv = async () => {
    const search = appendFilters(new URLSearchParams({ target, isExport: "true" }), filters);
    if (fromDate) search.set("fromDate", fromDate);
    if (toDate) search.set("toDate", toDate);
    setIsExporting(true);
    try {
      const filename = await downloadCsv(`/api/export-csv/sessions?${search}`);
      showSuccess(t("sessionList.downloaded", { filename }));
      onClose();
    } catch (error) {
      // §8: the server's message when it gave one, else the export's own failure text.
      showError(isApiError(error) && error.status !== 0 && error.status < 500 ? errorMessage(error, t) : t("sessionList.exportFailed"));
    } finally {
      setIsExporting(false);
    }
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
