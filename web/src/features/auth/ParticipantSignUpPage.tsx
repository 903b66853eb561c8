import { Intent } from "@blueprintjs/core";
import { ParticipantSignUp, decodeFields, pathTo } from "@wellbeing/domain";
import { Link, useSearchParams } from "react-router-dom";
import { accountFieldErrors, errorMessage } from "../../api/apiError";
import { T } from "../../i18n/T";
import { LanguageChoiceField } from "../../i18n/LanguageChoiceField";
import { useLanguage } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { NewPasswordField } from "../../ui/NewPasswordFields";
import { FullNameField } from "../../ui/FullNameField";
import { useForm } from "../../ui/useForm";
import { useFormSubmit } from "../../ui/useFormSubmit";
import { AuthCard } from "./AuthCard";
import { FormFailure } from "./FormFailure";
import { TermsLink } from "../legal/TermsLink";
import { withQuery } from "./loginDestination";
import { useParticipantSignUp } from "./useAuthActions";

const validateSignUp = decodeFields(ParticipantSignUp);

/** Participant sign-up (§2.5). */
export const ParticipantSignUpPage = () => {
  const { t, language } = useLanguage();
  const [search] = useSearchParams();
  const signUp = useParticipantSignUp();
  const form = useForm({ name: "", email: "", password: "", language }, validateSignUp);
  // Once the account is stored, the route guard moves on to where §2.5 says.
  const { failure, onSubmit } = useFormSubmit(form, (valid, showFailure) =>
    signUp.mutate(valid, {
      onError: (error) => {
        const fields = accountFieldErrors(error, t);
        if (fields) form.setServerErrors(fields);
        else showFailure(errorMessage(error, t));
      },
    }),
  );

  return (
    <AuthCard title={t("auth.signUpTitle")}>
      <form onSubmit={onSubmit} noValidate>
        <FullNameField id="signup-name" value={form.values.name} onChange={(name) => form.change({ name })} error={form.errors.name} />
        <EmailField id="signup-email" value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />
        <NewPasswordField
          id="signup-password"
          label={t("auth.password")}
          value={form.values.password}
          onChange={(password) => form.change({ password })}
          error={form.errors.password}
        />
        <LanguageChoiceField
          name="signup-language"
          label={t("auth.correspondenceLanguage")}
          value={form.values.language}
          onChange={(chosen) => form.change({ language: chosen })}
        />
        <p className="consent-text">
          <T k="auth.signUpConsent" /> <TermsLink />
        </p>
        <FormFailure message={failure} />
        <Button type="submit" intent={Intent.PRIMARY} fill size="large" text={t("auth.signUp")} loading={signUp.isPending} />
      </form>
      <p className="form-footer">
        <T k="auth.haveAccount" />{" "}
        <Link to={withQuery(pathTo("participantLogin"), search)}>
          <T k="auth.logIn" />
        </Link>
      </p>
    </AuthCard>
  );
};
