import { Intent } from "@blueprintjs/core";
import { ROLES, type Role } from "@wellbeing/domain";
import { useNavigate, useSearchParams } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { showError } from "../../ui/toaster";
import { AuthCard } from "./AuthCard";
import { loginDestination } from "./loginDestination";
import { useSignedInUser } from "./queries";
import { useSelectRole } from "./useAuthActions";

/** Decide-role (§2.5): one button per account the person holds. */
export const DecideRolePage = () => {
  const t = useT();
  const user = useSignedInUser();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selectRole = useSelectRole();
  const held = ROLES.filter((role) => user?.users.includes(role));

  const choose = (role: Role) =>
    selectRole.mutate(role, {
      onSuccess: (chosen) => void navigate(loginDestination(chosen.role, search), { replace: true }),
      onError: (error) => showError(errorMessage(error, t)),
    });

  return (
    <AuthCard title={t("auth.chooseAccountTitle")} intro={t("auth.chooseAccountIntro")}>
      <div className="role-buttons">
        {held.map((role) => (
          <Button
            key={role}
            size="large"
            fill
            intent={Intent.PRIMARY}
            variant="outlined"
            text={t(`roles.${role}`)}
            loading={selectRole.isPending && selectRole.variables === role}
            disabled={selectRole.isPending}
            onClick={() => choose(role)}
          />
        ))}
      </div>
    </AuthCard>
  );
};
