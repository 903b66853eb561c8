import { Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";

/** The add forms' buttons: submit, and Cancel back to the trainers list. */
export const AddStaffActions = ({ submitText, pending }: { readonly submitText: string; readonly pending: boolean }) => {
  const t = useT();
  const navigate = useNavigate();
  return (
    <div className="staff-form-actions">
      <Button type="submit" intent={Intent.PRIMARY} text={submitText} icon="new-person" loading={pending} />
      <Button text={t("ui.cancel")} variant="outlined" onClick={() => void navigate(pathTo("trainers"))} />
    </div>
  );
};
