import { Callout, Intent } from "@blueprintjs/core";
import { ForgotPasswordForm, decodeFields, pathTo } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router-dom";
import { isApiError } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { LinkButton } from "../../ui/LinkButton";
import { showSuccess } from "../../ui/toaster";
import { useForm } from "../../ui/useForm";
import { useForgotPassword } from "../users/useAccountActions";
import { AuthCard } from "./AuthCard";

const validateForgotPassword = decodeFields(ForgotPasswordForm);

/** Forgot password (§2.5): e-mails a link to set a new password; a failure goes to the 404 page (§8). */
export const ForgotPasswordPage = () => {
  const t = useT();
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
      <AuthCard title={t("auth.checkEmailTitle")}>
        <Callout intent={Intent.SUCCESS} icon="envelope" role="status" className="form-failure" title={t("account.resetEmailSent")}>
          <T k="auth.resetLinkOnItsWay" params={{ email: sentTo }} />
        </Callout>
        <LinkButton to={pathTo("login")} fill size="large" intent={Intent.PRIMARY} text={t("auth.backToLogIn")} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("auth.forgotPasswordTitle")} intro={t("auth.forgotPasswordIntro")}>
      <form onSubmit={onSubmit} noValidate>
        <EmailField id="forgot-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <div className="role-buttons">
          <Button type="submit" intent={Intent.PRIMARY} fill size="large" text={t("auth.resetPassword")} loading={forgotPassword.isPending} />
          <LinkButton to={pathTo("login")} fill size="large" variant="outlined" text={t("ui.cancel")} />
        </div>
      </form>
      <p className="form-footer">
        <T k="auth.rememberedIt" />{" "}
        <Link to={pathTo("login")}>
          <T k="auth.logIn" />
        </Link>
      </p>
    </AuthCard>
  );
};
