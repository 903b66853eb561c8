import { DialogBody } from "@blueprintjs/core";
import { programmeDate } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Dialog } from "../../ui/Dialog";
import { FormField } from "../../ui/FormField";
import { DayInput } from "../sessionLists/DayInput";
import { DownloadDialogFooter } from "./DownloadDialogFooter";
import { useExportDownload } from "./useExportDownload";

/**
 * The research export (admins): the anonymised dataset as it stood at the end of a chosen day,
 * today unless another is picked; a later day cannot be chosen.
 */
export const ResearchExportDialog = ({ isOpen, onClose }: { readonly isOpen: boolean; readonly onClose: () => void }) => {
  const t = useT();
  const today = programmeDate(new Date());
  const [asOf, setAsOf] = useState(today);
  const { download, isExporting } = useExportDownload();
  const dayError = !asOf ? t("validation.required") : asOf > today ? t("dataExports.asOfFuture") : undefined;

  const exportDataset = async () => {
    if (await download(`/api/research-export?${new URLSearchParams({ asOf })}`, "application/zip")) onClose();
  };

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t("dataExports.researchExportTitle")} icon="lab-test">
      <DialogBody>
        <p>{t("dataExports.researchExportIntro")}</p>
        <FormField label={t("dataExports.researchAsOf")} labelFor="research-as-of" error={dayError}>
          <DayInput id="research-as-of" value={asOf} onChange={setAsOf} hasError={Boolean(dayError)} />
        </FormField>
      </DialogBody>
      <DownloadDialogFooter
        text={t("dataExports.researchDownload")}
        loading={isExporting}
        disabled={Boolean(dayError)}
        onDownload={() => void exportDataset()}
        onClose={onClose}
      />
    </Dialog>
  );
};
