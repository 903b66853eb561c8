import { Intent } from "@blueprintjs/core";
import { LogIn, decodeFields, pathTo } from "@wellbeing/domain";
import { Link, useSearchParams } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { CurrentPasswordField } from "../../ui/PasswordField";
import { EmailField } from "../../ui/EmailField";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { AuthCard } from "./AuthCard";
import { FormFailure } from "./FormFailure";
import { withQuery } from "./loginDestination";
import { useLogIn } from "./useAuthActions";

const validateLogIn = decodeFields(LogIn);

/** Log in (§2.5): /login for staff, /participant-login for participants. */
export const LoginPage = ({ audience }: { readonly audience: "staff" | "participant" }) => {
  const t = useT();
  const [search] = useSearchParams();
  const logIn = useLogIn();
  const form = useForm({ email: "", password: "" }, validateLogIn);
  // Once the account is stored, the route guard moves on to where §2.5 says.
  const { failure, onSubmit } = useFormSubmit(form, (valid, showFailure) =>
    logIn.mutate(
      { email: valid.email, password: valid.password, loginRole: audience },
      {
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
          else showFailure(errorMessage(error, t));
        },
      },
    ),
  );

  return (
    <AuthCard
      title={t(audience === "participant" ? "auth.participantLogInTitle" : "auth.logIn")}
      intro={t(audience === "participant" ? "auth.participantLogInIntro" : "auth.staffLogInIntro")}
    >
      <form onSubmit={onSubmit} noValidate>
        <EmailField id="login-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <CurrentPasswordField
          id="login-password"
          label={t("auth.password")}
          value={form.values.password}
          onChange={(password) => form.change({ password })}
          error={form.errors.password}
        />
        <p className="form-aside">
          <Link to={pathTo("forgetPassword")}>
            <T k="auth.forgotPassword" />
          </Link>
        </p>
        <FormFailure message={failure} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text={t("auth.logIn")} loading={logIn.isPending} />
      </form>
      {audience === "participant" && (
        <p className="form-footer">
          <T k="auth.noAccount" />{" "}
          <Link to={withQuery(pathTo("participantSignUp"), search)}>
            <T k="auth.signUp" />
          </Link>
        </p>
      )}
      {/* Looking for a session before having an account, or for the next module: the public course schedule. */}
      {audience === "participant" && (
        <p className="form-footer">
          <Link to={pathTo("courseSchedule")}>
            <T k="welcome.courseSchedule" />
          </Link>
        </p>
      )}
    </AuthCard>
  );
};
