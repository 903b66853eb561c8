import { Dialog, DialogBody, DialogFooter, Intent } from "@blueprintjs/core";
import { ACCOUNT_TEXTS, pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useLocation } from "react-router-dom";
import { LinkButton } from "../../ui/LinkButton";
import { useSignedInUser } from "../auth/useAuth";

/** 'Details Missing' (§2.5): a participant without a name is asked to update their account details. */
export const DetailsMissingDialog = () => {
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const [isDismissed, setIsDismissed] = useState(false);
  const isMissing = user?.role === "participant" && !user.name?.trim();
  const isOpen = isMissing && !isDismissed && pathname !== pathTo("myAccount");

  return (
    <Dialog isOpen={isOpen} onClose={() => setIsDismissed(true)} title={ACCOUNT_TEXTS.detailsMissingTitle} icon="warning-sign">
      <DialogBody>
        <p>{ACCOUNT_TEXTS.detailsMissingText}</p>
      </DialogBody>
      <DialogFooter
        actions={<LinkButton to={pathTo("myAccount")} intent={Intent.PRIMARY} text={ACCOUNT_TEXTS.updateMyAccount} />}
      />
    </Dialog>
  );
};
