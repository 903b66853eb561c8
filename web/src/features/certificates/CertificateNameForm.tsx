import { Card } from "@blueprintjs/core";
import { certificateFormOf, type Module } from "@wellbeing/domain";
import { useMemo, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { EmailField } from "../../ui/EmailField";
import { TextField } from "../../ui/TextField";
import { useForm } from "../../ui/useForm";
import { useSignedInUser } from "../auth/useAuth";
import { certificatePath } from "./certificatePaths";
import type { ClaimState } from "./claimState";

/** /download-only asks for the name; /download-email for the name and the address (§2.18, §5: name min 3). */
export const CertificateNameForm = ({ sessionId, module, sendEmail }: { readonly sessionId: string; readonly module: Module; readonly sendEmail: boolean }) => {
  const t = useT();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const validate = useMemo(() => certificateFormOf(module, sendEmail), [module, sendEmail]);
  const form = useForm({ name: user?.name ?? "", email: user?.email ?? "" }, validate);

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
        {sendEmail && <EmailField id="certificate-email" label={t("certificates.emailLabel")} value={form.values.email} onChange={(email) => form.change({ email })} error={form.errors.email} />}
        <Button type="submit" intent="primary" size="large" icon="arrow-right" text={t("certificates.continue")} />
      </form>
    </Card>
  );
};
