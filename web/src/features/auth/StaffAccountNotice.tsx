import { Callout, Intent } from "@blueprintjs/core";
import type { SignedInUser } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { showError } from "../../ui/toaster";
import { useSelectRole } from "./useAuthActions";

interface StaffAccountNoticeProps {
  readonly user: SignedInUser;
  /** What the staff account cannot do here, worded with its role. */
  readonly message: (role: string) => string;
  readonly className?: string;
}

/** Logged in with a staff account where only a participant acts: says so, and offers the switch to a participant account the person also holds. */
export const StaffAccountNotice = ({ user, message, className }: StaffAccountNoticeProps) => {
  const t = useT();
  const selectRole = useSelectRole();
  const role = user.role ? t(`roles.${user.role}`).toLowerCase() : t("roster.staffRole");
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" className={className}>
      <p>{message(role)}</p>
      {user.users.includes("participant") && (
        <Button
          icon="swap-horizontal"
          text={t("roster.switchToParticipant")}
          loading={selectRole.isPending}
          onClick={() => selectRole.mutate("participant", { onError: (error) => showError(errorMessage(error, t)) })}
        />
      )}
    </Callout>
  );
};
