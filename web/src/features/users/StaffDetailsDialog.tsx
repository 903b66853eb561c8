import { AnchorButton, Classes, DialogBody, DialogFooter, Intent, Tooltip } from "@blueprintjs/core";
import { Button } from "../../ui/Button";
import { Dialog } from "../../ui/Dialog";
import type { StaffListItem } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { LinkButton } from "../../ui/LinkButton";
import { showError, showSuccess } from "../../ui/toaster";
import { useArchiving } from "./staffCommands";
import { detailRows, personLinks } from "./staffViews";
import { MoveToGroup } from "./MoveToGroup";

interface StaffDetailsDialogProps {
  /** The person shown; null when closed. */
  readonly item: StaffListItem | null;
  readonly viewerId: string;
  /** Admins archive and restore from here. */
  readonly canArchive: boolean;
  readonly onClose: () => void;
}

/** The 'View' modal of the trainers page: a person's details, links to their results and sessions, and for admins Archive or Restore, and moving a trainer to another group. */
export const StaffDetailsDialog = ({ item, viewerId, canArchive, onClose }: StaffDetailsDialogProps) => {
  const t = useT();
  const archiving = useArchiving();
  const [isConfirmingArchive, setIsConfirmingArchive] = useState(false);

  const act = (action: "archive" | "restore") => {
    if (!item) return;
    archiving.mutate(
      { userId: item._id, action },
      {
        onSuccess: () => {
          showSuccess(t(action === "archive" ? "product.staffArchived" : "product.staffRestored"));
          onClose();
        },
        onError: (error) => showError(t("ui.errorWithMessage", { message: errorMessage(error, t) })),
        onSettled: () => setIsConfirmingArchive(false),
      },
    );
  };

  const isSelf = item?._id === viewerId;
  const links = item ? personLinks(item, viewerId) : [];
  const archiveButton = (
    <AnchorButton
      intent={Intent.DANGER}
      variant="outlined"
      icon="archive"
      text={t("staffScreens.archive")}
      disabled={isSelf}
      aria-label={t(isSelf ? "product.cannotArchiveYourself" : "staffScreens.archive")}
      onClick={() => setIsConfirmingArchive(true)}
    />
  );

  return (
    <Dialog isOpen={item !== null} onClose={onClose} title={item?.name ?? t("ui.details")} icon="person" className="staff-details-dialog">
      <DialogBody>
        {item && (
          <dl className="staff-details">
            {detailRows(t, item).map(({ label, value }) => (
              <div key={label} className="staff-detail">
                <dt className={Classes.TEXT_MUTED}>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
        {links.length > 0 && (
          <nav className="staff-person-links" aria-label={t("staffScreens.pagesAbout")}>
            {links.map((link) => (
              <LinkButton key={link.text} to={link.to} icon={link.icon} variant="outlined" text={t(link.text)} />
            ))}
          </nav>
        )}
        {canArchive && item?.role === "trainer" && !item.archived && <MoveToGroup trainer={item} onMoved={onClose} />}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {canArchive &&
              item &&
              (item.archived ? (
                <Button
                  intent={Intent.PRIMARY}
                  icon="unarchive"
                  text={t("staffScreens.restore")}
                  loading={archiving.isPending}
                  onClick={() => act("restore")}
                />
              ) : isSelf ? (
                <Tooltip content={t("product.cannotArchiveYourself")}>{archiveButton}</Tooltip>
              ) : (
                archiveButton
              ))}
            <Button text={t("ui.close")} onClick={onClose} />
          </>
        }
      />
      <ConfirmDialog
        isOpen={isConfirmingArchive}
        icon="archive"
        confirmButtonText={t("staffScreens.yesArchive")}
        pending={archiving.isPending}
        onConfirm={() => act("archive")}
        onCancel={() => setIsConfirmingArchive(false)}
      >
        <p className="staff-alert-title">{item?.name == null ? t("staffScreens.archiveThisPerson") : t("staffScreens.archiveNamed", { name: item.name })}</p>
        <p>{t("staffScreens.archiveWarning")}</p>
      </ConfirmDialog>
    </Dialog>
  );
};
