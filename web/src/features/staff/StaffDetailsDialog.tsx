import { AnchorButton, Button, Classes, Dialog, DialogBody, DialogFooter, Intent, Tooltip } from "@blueprintjs/core";
import { PRODUCT_TEXTS, type StaffListItem } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage } from "../../api/apiError";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { showError, showSuccess } from "../../ui/toaster";
import { useArchiving } from "./staffCommands";
import { detailRows } from "./staffViews";

interface StaffDetailsDialogProps {
  /** The person shown; null when closed. */
  readonly item: StaffListItem | null;
  readonly viewerId: string;
  /** Admins archive and restore from here. */
  readonly canArchive: boolean;
  readonly onClose: () => void;
}

/** The 'View' modal of the trainers page: a person's details, and for admins Archive or Restore. */
export const StaffDetailsDialog = ({ item, viewerId, canArchive, onClose }: StaffDetailsDialogProps) => {
  const archiving = useArchiving();
  const [isConfirmingArchive, setIsConfirmingArchive] = useState(false);

  const act = (action: "archive" | "restore") => {
    if (!item) return;
    archiving.mutate(
      { userId: item._id, action },
      {
        onSuccess: () => {
          showSuccess(action === "archive" ? PRODUCT_TEXTS.staffArchived : PRODUCT_TEXTS.staffRestored);
          onClose();
        },
        onError: (error) => showError(`Error!, ${errorMessage(error)}`),
        onSettled: () => setIsConfirmingArchive(false),
      },
    );
  };

  const isSelf = item?._id === viewerId;
  const archiveButton = (
    <AnchorButton
      intent={Intent.DANGER}
      variant="outlined"
      icon="archive"
      text="Archive"
      disabled={isSelf}
      aria-label={isSelf ? PRODUCT_TEXTS.cannotArchiveYourself : "Archive"}
      onClick={() => setIsConfirmingArchive(true)}
    />
  );

  return (
    <Dialog isOpen={item !== null} onClose={onClose} title={item?.name ?? "Details"} icon="person" className="staff-details-dialog">
      <DialogBody>
        {item && (
          <dl className="staff-details">
            {detailRows(item).map(({ label, value }) => (
              <div key={label} className="staff-detail">
                <dt className={Classes.TEXT_MUTED}>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {canArchive &&
              item &&
              (item.archived ? (
                <Button intent={Intent.PRIMARY} icon="unarchive" text="Restore" loading={archiving.isPending} onClick={() => act("restore")} />
              ) : isSelf ? (
                <Tooltip content={PRODUCT_TEXTS.cannotArchiveYourself}>{archiveButton}</Tooltip>
              ) : (
                archiveButton
              ))}
            <Button text="Close" onClick={onClose} />
          </>
        }
      />
      <ConfirmDialog
        isOpen={isConfirmingArchive}
        icon="archive"
        confirmButtonText="Yes, archive"
        pending={archiving.isPending}
        onConfirm={() => act("archive")}
        onCancel={() => setIsConfirmingArchive(false)}
      >
        <p className="staff-alert-title">Archive {item?.name ?? "this person"}?</p>
        <p>They will not be able to log in to this staff account, and will not be offered as a trainer, until an admin restores them.</p>
      </ConfirmDialog>
    </Dialog>
  );
};
