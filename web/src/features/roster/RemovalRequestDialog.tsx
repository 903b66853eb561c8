import { DialogBody, DialogFooter, Intent, TextArea } from "@blueprintjs/core";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import { LIMITS } from "@wellbeing/domain";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { useRequestRemoval } from "./useRequestRemoval";

interface RemovalRequestDialogProps {
  readonly sessionId: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/** §2.13: asks to be taken off the session; the reason is required, Confirm is disabled while it is empty. */
export const RemovalRequestDialog = ({ sessionId, isOpen, onClose }: RemovalRequestDialogProps) => {
  const t = useT();
  const [reason, setReason] = useState("");
  const request = useRequestRemoval(sessionId);
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={t("roster.removalDialogTitle")} icon="log-out" className="removal-dialog">
      <DialogBody>
        <FormField label={t("roster.removalReasonLabel")} labelFor="removal-reason">
          <TextArea
            id="removal-reason"
            fill
            rows={4}
            autoFocus
            maxLength={LIMITS.extraInfoMaxLength}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("ui.cancel")} onClick={close} />
            <Button
              text={t("roster.confirm")}
              intent={Intent.DANGER}
              disabled={reason.trim() === ""}
              loading={request.isPending}
              onClick={() => request.mutate(reason.trim(), { onSuccess: close })}
            />
          </>
        }
      />
    </Dialog>
  );
};
