import { Intent } from "@blueprintjs/core";
import { decodeChangePasswordScreen, homeOf } from "@wellbeing/domain";
import { useRef } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { PageLayout } from "../../ui/PageLayout";
import { ConfirmNewPasswordField, NewPasswordField } from "../../ui/NewPasswordFields";
import { CurrentPasswordField } from "../../ui/PasswordField";
import { focusFirstInvalid } from "../../ui/focusFirstInvalid";
import { showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { FormFailure } from "../auth/FormFailure";
import { useAccount } from "../auth/queries";
import { useChangePassword } from "./useAccountActions";

/** Change password (§2.5): current, new, confirmation; the server's refusal shown under the form (§8). */
export const ChangePasswordPage = () => {
  const t = useT();
  const account = useAccount();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const form = useForm({ oldPassword: "", newPassword: "", reNewPassword: "" }, decodeChangePasswordScreen);
  const formRef = useRef<HTMLFormElement>(null);

  const { failure, onSubmit } = useFormSubmit(
    form,
    (valid, showFailure) =>
      changePassword.mutate(
        { ...valid, userId: account.userId },
        {
          onSuccess: () => {
            showSuccess(t("account.passwordChanged"));
            void navigate(homeOf(account.role));
          },
          onError: (error) => {
            if (isApiError(error)) form.setServerErrors(error.fields);
            showFailure(errorMessage(error, t));
          },
        },
      ),
    () => focusFirstInvalid(formRef.current),
  );

  return (
    <>
      <div className="page page-narrow">
        <Button variant="minimal" icon="arrow-left" text={t("ui.back")} onClick={() => void navigate(-1)} className="back-link" />
      </div>
      <PageLayout title={t("account.changePasswordTitle")} width="narrow">
        <form ref={formRef} onSubmit={onSubmit} noValidate className="account-form">
          <CurrentPasswordField
            id="old-password"
            label={t("account.currentPassword")}
            value={form.values.oldPassword}
            onChange={(oldPassword) => form.change({ oldPassword })}
            error={form.errors.oldPassword}
          />
          <NewPasswordField
            id="new-password"
            label={t("auth.newPassword")}
            value={form.values.newPassword}
            onChange={(newPassword) => form.change({ newPassword })}
            error={form.errors.newPassword}
          />
          <ConfirmNewPasswordField
            id="confirm-new-password"
            value={form.values.reNewPassword}
            onChange={(reNewPassword) => form.change({ reNewPassword })}
            error={form.errors.reNewPassword}
          />
          <FormFailure message={failure} />
          <div className="form-actions">
            <Button type="submit" intent={Intent.PRIMARY} size="large" text={t("account.submit")} loading={changePassword.isPending} />
          </div>
        </form>
      </PageLayout>
    </>
  );
};
