import { DialogFooter } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";

interface DownloadDialogFooterProps {
  /** The download button's words. */
  readonly text: string;
  /** While the file is on its way: the button spins. */
  readonly loading: boolean;
  /** While what was chosen cannot be downloaded (its error shows above). */
  readonly disabled: boolean;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

/** An export dialog's buttons: 'Cancel' and the download. */
export const DownloadDialogFooter = ({ text, loading, disabled, onDownload, onClose }: DownloadDialogFooterProps) => {
  const t = useT();
  return (
    <DialogFooter
      actions={
        <>
          <Button text={t("ui.cancel")} onClick={onClose} />
          <Button intent="primary" icon="download" text={text} loading={loading} disabled={disabled} onClick={onDownload} />
        </>
      }
    />
  );
};
