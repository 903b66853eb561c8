import { Card } from "@blueprintjs/core";
import { pathTo, typedVerificationCode } from "@wellbeing/domain";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";

/** A verification code typed in (any case, with or without its dashes): the certificate's page, /verify/:code, answers it. */
export const VerificationCodeForm = ({ initialCode }: { readonly initialCode: string }) => {
  const t = useT();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initialCode);
  const [invalid, setInvalid] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = typedVerificationCode(typed);
    setInvalid(code === null);
    if (code) void navigate(pathTo("verifyCertificate", { code }));
  };

  return (
    <Card className="certificate-card">
      <p>{t("certificates.verifyFormIntro")}</p>
      <form onSubmit={onSubmit} noValidate className="certificate-form">
        <TextField
          id="verification-code"
          label={t("certificates.verifiedCode")}
          hint={t("certificates.codeHint")}
          value={typed}
          onChange={(value) => {
            setTyped(value);
            setInvalid(false);
          }}
          error={invalid ? t("certificates.codeInvalid") : undefined}
          autoComplete="off"
          maxLength={40}
          className="verification-code-field"
        />
        <Button type="submit" intent="primary" size="large" icon="search" text={t("certificates.checkCode")} />
      </form>
    </Card>
  );
};
