import { Button, Callout, Intent } from "@blueprintjs/core";
import { ACCOUNT_TEXTS, ForgotPasswordForm, decodeFields, pathTo } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { isApiError } from "../../api/apiError";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useForgotPassword } from "../account/useAccountActions";
import { AuthCard } from "./AuthCard";

const validateForgotPassword = decodeFields(ForgotPasswordForm);

/** Forgot password (§2.5): e-mails a link to set a new password; a failure goes to the 404 page (§8). */
export const ForgotPasswordPage = () => {
  const navigate = useNavigate();
  const forgotPassword = useForgotPassword();
  const form = useForm({ email: "" }, validateForgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const valid = form.submit();
    if (!valid) return;
    forgotPassword.mutate(valid.email, {
      onSuccess: ({ message }) => {
        showSuccess(message);
        setSentTo(valid.email);
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        else void navigate(pathTo("notFound"), { replace: true });
      },
    });
  };

  if (sentTo !== null) {
    return (
      <AuthCard title="Check your email">
        <Callout intent={Intent.SUCCESS} icon="envelope" role="status" className="form-failure" title={ACCOUNT_TEXTS.resetEmailSent}>
          If an account uses {sentTo}, an email with a link to reset its password is on its way. The link works once, for one hour.
        </Callout>
        <LinkButton to={pathTo("login")} fill size="large" intent={Intent.PRIMARY} text="Back to log in" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter the email address of your account and we'll send you a link to reset your password.">
      <form onSubmit={onSubmit} noValidate>
        <EmailField id="forgot-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <div className="role-buttons">
          <Button type="submit" intent={Intent.PRIMARY} fill size="large" text="Reset Password" loading={forgotPassword.isPending} />
          <LinkButton to={pathTo("login")} fill size="large" variant="outlined" text="Cancel" />
        </div>
      </form>
      <p className="form-footer">
        Remembered it? <Link to={pathTo("login")}>Log in</Link>
      </p>
    </AuthCard>
  );
};
