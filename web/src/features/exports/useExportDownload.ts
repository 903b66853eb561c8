import { useState } from "react";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { downloadExport } from "./downloadExport";

/**
 * Downloads an export and says how it went: 'Downloaded <file>', or (§8) the server's message when it
 * gave one, else the export's own failure text. `isExporting` while it runs.
 */
export const useExportDownload = () => {
  const t = useT();
  const [isExporting, setIsExporting] = useState(false);
  const download = async (path: string, accept: "text/csv" | "application/zip"): Promise<boolean> => {
    setIsExporting(true);
    try {
      const filename = await downloadExport(path, accept);
      showSuccess(t("sessionList.downloaded", { filename }));
      return true;
    } catch (error) {
      showError(isApiError(error) && error.status !== 0 && error.status < 500 ? errorMessage(error, t) : t("ui.errorWentWrong"));
      return false;
    } finally {
      setIsExporting(false);
    }
  };
  return { download, isExporting };
};
