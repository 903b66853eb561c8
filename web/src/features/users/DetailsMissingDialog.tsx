import { DialogBody, DialogFooter, Intent } from "@blueprintjs/core";
import { Dialog } from "../../ui/Dialog";
import { pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { useSignedInUser } from "../auth/queries";

/** 'Details Missing' (§2.5): a participant without a name is asked to update their account details. */
export const DetailsMissingDialog = () => {
  const t = useT();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [isDismissed, setIsDismissed] = useState(false);
  const isMissing = user?.role === "participant" && !user.name?.trim();
  const isOpen = isMissing && !isDismissed && pathname !== pathTo("myAccount");

  return (
    <Dialog isOpen={isOpen} onClose={() => setIsDismissed(true)} title={t("account.detailsMissingTitle")} icon="warning-sign">
      <DialogBody>
        <p>
          <T k="account.detailsMissingText" />
        </p>
      </DialogBody>
      <DialogFooter actions={<LinkButton to={pathTo("myAccount")} intent={Intent.PRIMARY} text={t("account.updateMyAccount")} />} />
    </Dialog>
  );
};
