import { Intent } from "@blueprintjs/core";
import { INVITATION_QUERY, ResetPasswordScreen, decodeFields, pathTo } from "@wellbeing/domain";
import { Link, useNavigate, useParams, useSearchParams } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ConfirmNewPasswordField, NewPasswordField } from "../../ui/NewPasswordFields";
import { showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { useResetPassword } from "../users/useAccountActions";
import { AuthCard } from "./AuthCard";
import { FormFailure } from "./FormFailure";

const validateResetPassword = decodeFields(ResetPasswordScreen);

/** Reset password (/reset-password/:token, §2.5): the new password twice; the server's refusal in red (§8). A new staff member's invitation sets their first one. */
export const ResetPasswordPage = () => {
  const t = useT();
  const { token = "" } = useParams();
  const isInvitation = useSearchParams()[0].has(INVITATION_QUERY);
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({ newPassword: "", confirmPassword: "" }, validateResetPassword);
  const { failure, onSubmit } = useFormSubmit(form, (valid, showFailure) =>
    resetPassword.mutate(
      { token, newPassword: valid.newPassword },
      {
        onSuccess: ({ message }) => {
          showSuccess(message);
          void navigate(pathTo("login"), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.newPassword) form.setServerErrors({ newPassword: error.fields.newPassword });
          else showFailure(errorMessage(error, t));
        },
      },
    ),
  );

  return (
    <AuthCard title={t(isInvitation ? "account.setYourPassword" : "auth.setNewPassword")} intro={isInvitation ? t("account.invitationIntro") : undefined}>
      <form onSubmit={onSubmit} noValidate>
        <NewPasswordField
          id="reset-new-password"
          label={t("auth.newPassword")}
          value={form.values.newPassword}
          onChange={(newPassword) => form.change({ newPassword })}
          error={form.errors.newPassword}
        />
        <ConfirmNewPasswordField
          id="reset-confirm-password"
          value={form.values.confirmPassword}
          onChange={(confirmPassword) => form.change({ confirmPassword })}
          error={form.errors.confirmPassword}
        />
        <FormFailure message={failure} />
        <Button
          type="submit"
          intent={Intent.PRIMARY}
          fill
          size="large"
          text={t(isInvitation ? "account.setYourPassword" : "auth.resetPassword")}
          loading={resetPassword.isPending}
        />
      </form>
      <p className="form-footer">
        <T k="auth.linkNotWorking" />{" "}
        <Link to={pathTo("forgetPassword")}>
          <T k="auth.sendNewLink" />
        </Link>
      </p>
    </AuthCard>
  );
};
