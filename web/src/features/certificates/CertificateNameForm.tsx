import { Card } from "@blueprintjs/core";
import { certificateFormOf, type Language, type Module } from "@wellbeing/domain";
import { useCallback, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { LanguageChoiceField } from "../../i18n/LanguageChoiceField";
import { useLanguage } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useSignedInUser } from "../auth/queries";
import { certificatePath } from "./paths";
import type { ClaimState } from "./claimState";

interface NameFormValues {
  readonly name: string;
  readonly email: string;
  /** Null until the person picks one: the certificate is then in the language on screen (it follows a switch). */
  readonly language: Language | null;
}

/**
 * /download-only asks for the name; /download-email for the name and the address (§2.18, §5: name min 3).
 * Both ask which language the certificate is printed in, the language on screen to start with.
 */
export const CertificateNameForm = ({ sessionId, module, sendEmail }: { readonly sessionId: string; readonly module: Module; readonly sendEmail: boolean }) => {
  const { t, language: screenLanguage } = useLanguage();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const validate = useCallback(
    (values: NameFormValues) => certificateFormOf(module, sendEmail)({ ...values, language: values.language ?? screenLanguage }),
    [module, sendEmail, screenLanguage],
  );
  const form = useForm<NameFormValues, ClaimState["request"]>({ name: user?.name ?? "", email: user?.email ?? "", language: null }, validate);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.submit();
    if (!request) return;
    const state: ClaimState = { request };
    void navigate(certificatePath(sessionId, module, "claim"), { state });
  };

  return (
    <Card className="certificate-card">
      <form onSubmit={onSubmit} noValidate className="certificate-form">
        <TextField
          id="certificate-name"
          label={t("certificates.nameLabel")}
          value={form.values.name}
          onChange={(name) => form.change({ name })}
          error={form.errors.name}
          autoComplete="name"
          maxLength={100}
        />
        <LanguageChoiceField
          name="certificate-language"
          label={t("certificates.languageLabel")}
          value={form.values.language ?? screenLanguage}
          onChange={(language) => form.change({ language })}
        />
        {sendEmail && (
          <EmailField
            id="certificate-email"
            label={t("certificates.emailLabel")}
            value={form.values.email}
            onChange={(email) => form.change({ email })}
            error={form.errors.email}
          />
        )}
        <Button type="submit" intent="primary" size="large" icon="arrow-right" text={t("ui.continue")} />
      </form>
    </Card>
  );
};
