import { Suspense, useState } from "react";
import { useT } from "../../i18n/useT";
import { lazyScreen } from "../../routing/lazyScreen";
import { Button } from "../../ui/Button";

// The dialog (its day picker and date library) is fetched when first opened: the staff home's first load never needs it.
const ResearchExportDialog = lazyScreen(() => import("./ResearchExportDialog"), "ResearchExportDialog");

/** 'Research export' on the admin's dashboard: opens the dialog that picks the day. */
export const ResearchExportButton = () => {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <Button
        icon="lab-test"
        text={t("dataExports.researchExport")}
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      />
      {wasOpened && (
        <Suspense fallback={null}>
          <ResearchExportDialog isOpen={isOpen} onClose={() => setIsOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
