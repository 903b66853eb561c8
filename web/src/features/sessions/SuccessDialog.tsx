import { DialogBody, Icon, Intent } from "@blueprintjs/core";
import { Dialog } from "../../ui/Dialog";
import { TIMINGS_MS } from "@wellbeing/domain";
import { useEffect } from "react";
import { useT } from "../../i18n/useT";

interface SuccessDialogProps {
  readonly message: string | null;
  /** Called when the dialog closes, by itself after 2 s (§9) or by the person. */
  readonly onClose: () => void;
}

/** A success message in a dialog that closes itself (§9: success dialogs auto-close at 2000 ms). */
export const SuccessDialog = ({ message, onClose }: SuccessDialogProps) => {
  const t = useT();
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onClose, TIMINGS_MS.successDialogAutoClose);
    return () => clearTimeout(timer);
  }, [message, onClose]);

  return (
    <Dialog isOpen={message !== null} onClose={onClose} title={t("ui.done")} icon="tick-circle" className="success-dialog">
      <DialogBody>
        <p role="status" className="success-dialog-message">
          <Icon icon="tick-circle" intent={Intent.SUCCESS} size={20} /> {message}
        </p>
      </DialogBody>
    </Dialog>
  );
};
