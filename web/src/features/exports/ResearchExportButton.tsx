import { useState } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ResearchExportDialog } from "./ResearchExportDialog";

/** 'Research export' on the admin's dashboard: opens the dialog that picks the day. */
export const ResearchExportButton = () => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button icon="lab-test" text={t("dataExports.researchExport")} onClick={() => setIsOpen(true)} />
      <ResearchExportDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </>
  );
};
