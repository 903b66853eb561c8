import { Button, Intent } from "@blueprintjs/core";
import { ResetPasswordScreen, VALIDATION, decodeFields, pathTo } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate, useParams } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { PasswordField } from "../../ui/PasswordField";
import { showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useResetPassword } from "../account/useAccountActions";
import { AuthCard } from "./AuthCard";
import { FormFailure } from "./FormFailure";

const validateResetPassword = decodeFields(ResetPasswordScreen);

/** Reset password (/reset-password/:token, §2.5): the new password twice; the server's refusal in red (§8). */
export const ResetPasswordPage = () => {
  const { token = "" } = useParams();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm({ newPassword: "", confirmPassword: "" }, validateResetPassword);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const valid = form.submit();
    if (!valid) return;
    resetPassword.mutate(
      { token, newPassword: valid.newPassword },
      {
        onSuccess: ({ message }) => {
          showSuccess(message);
          void navigate(pathTo("login"), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.newPassword) form.setServerErrors({ newPassword: error.fields.newPassword });
          else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <AuthCard title="Set a new password">
      <form onSubmit={onSubmit} noValidate>
        <PasswordField
          id="reset-new-password"
          label="New password"
          autoComplete="new-password"
          value={form.values.newPassword}
          onChange={(newPassword) => form.change({ newPassword })}
          error={form.errors.newPassword}
          hint={VALIDATION.passwordPolicy}
        />
        <PasswordField
          id="reset-confirm-password"
          label="Confirm new password"
          autoComplete="new-password"
          value={form.values.confirmPassword}
          onChange={(confirmPassword) => form.change({ confirmPassword })}
          error={form.errors.confirmPassword}
        />
        <FormFailure message={failure} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Reset Password" loading={resetPassword.isPending} />
      </form>
      <p className="form-footer">
        Link not working? <Link to={pathTo("forgetPassword")}>Send a new one</Link>
      </p>
    </AuthCard>
  );
};
