import { DialogBody } from "@blueprintjs/core";
import type { MessageKey } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Dialog } from "../../ui/Dialog";
import { FormField } from "../../ui/FormField";
import { DayInput } from "../sessionLists/DayInput";
import { DownloadDialogFooter } from "./DownloadDialogFooter";
import type { ExportKind } from "./ExportButton";
import { useExportDownload } from "./useExportDownload";
import "../sessionLists/sessionLists.css";

/** The exports §7 gives a date range: responses by their session's date, sessions by a date of theirs, trainers by registration. */
export type RangedExport = Extract<ExportKind, "responses" | "sessions" | "trainers">;

const WORDS: Readonly<Record<RangedExport, { readonly title: MessageKey; readonly intro: MessageKey }>> = {
  responses: { title: "dataExports.exportResponsesTitle", intro: "dataExports.exportResponsesIntro" },
  sessions: { title: "sessionList.exportTitle", intro: "sessionList.exportIntro" },
  trainers: { title: "dataExports.exportTrainersTitle", intro: "dataExports.exportTrainersIntro" },
};

interface ExportRangeDialogProps {
  readonly kind: RangedExport;
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The rest of the export's query: target, filters, course (the server checks them against the caller). */
  readonly search: URLSearchParams;
}

/** An export's date-range modal (§2.7, §7): either end may stay open; the file downloads under the server's name. */
export const ExportRangeDialog = ({ kind, isOpen, onClose, search }: ExportRangeDialogProps) => {
  const t = useT();
  const [fromDate, setFromDate] = useState("");
  const [toDate, setToDate] = useState("");
  const { download, isExporting } = useExportDownload();
  const rangeError = fromDate && toDate && toDate < fromDate ? t("list.dateRange") : undefined;

  const exportCsv = async () => {
    const query = new URLSearchParams(search);
    if (fromDate) query.set("fromDate", fromDate);
    if (toDate) query.set("toDate", toDate);
    if (await download(`/api/export-csv/${kind}?${query}`, "text/csv")) onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t(WORDS[kind].title)} icon="export">
      <DialogBody>
        <p>{t(WORDS[kind].intro)}</p>
        <div className="export-range">
          <FormField label={t("ui.from")} labelFor="export-from" optional>
            <DayInput id="export-from" value={fromDate} onChange={setFromDate} />
          </FormField>
          <FormField label={t("sessionList.exportTo")} labelFor="export-to" optional error={rangeError}>
            <DayInput id="export-to" value={toDate} onChange={setToDate} hasError={Boolean(rangeError)} />
          </FormField>
        </div>
      </DialogBody>
      <DownloadDialogFooter
        text={t("sessionList.exportCsv")}
        loading={isExporting}
        disabled={Boolean(rangeError)}
        onDownload={() => void exportCsv()}
        onClose={onClose}
      />
    </Dialog>
  );
};
