import { Button, Dialog, DialogBody, DialogFooter, Intent, TextArea } from "@blueprintjs/core";
import { LIMITS, ROSTER_TEXTS } from "@wellbeing/domain";
import { useState } from "react";
import { FormField } from "../../ui/FormField";
import { useRequestRemoval } from "./useParticipantSession";

interface RemovalRequestDialogProps {
  readonly sessionId: string;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

/** §2.13: asks to be taken off the session; the reason is required, Confirm is disabled while it is empty. */
export const RemovalRequestDialog = ({ sessionId, isOpen, onClose }: RemovalRequestDialogProps) => {
  const [reason, setReason] = useState("");
  const request = useRequestRemoval(sessionId);
  const close = () => {
    setReason("");
    onClose();
  };
  return (
    <Dialog isOpen={isOpen} onClose={close} title={ROSTER_TEXTS.removalDialogTitle} icon="log-out" className="removal-dialog">
      <DialogBody>
        <FormField label={ROSTER_TEXTS.removalReasonLabel} labelFor="removal-reason">
          <TextArea id="removal-reason" fill rows={4} autoFocus maxLength={LIMITS.extraInfoMaxLength} value={reason} onChange={(event) => setReason(event.target.value)} />
        </FormField>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text="Cancel" onClick={close} />
            <Button
              text="Confirm"
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
