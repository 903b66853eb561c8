import { Callout, Card, NonIdealState } from "@blueprintjs/core";
import { certificateDate, courseLabelIn, moduleLabelIn, pathTo } from "@wellbeing/domain";
import { useParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useLanguage } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { VerificationCodeForm } from "./VerificationCodeForm";
import { useVerifiedCertificate } from "./queries";
import "./certificates.css";

/** /verify/:code: only the name, module, course and date of a valid certificate; a replaced or revoked one names nobody. */
const VerifiedCertificate = ({ code }: { readonly code: string }) => {
  const { t, language } = useLanguage();
  const certificate = useVerifiedCertificate(code);
  if (certificate.isPending) return <LoadingState label={t("roster.loading")} />;
  if (hasStatus(certificate.error, 404))
    return (
      <div className="certificate-verify-result">
        <NonIdealState icon="search" title={t("certificates.notFoundTitle")} description={t("certificates.notFoundText")} />
        <VerificationCodeForm initialCode={code} />
      </div>
    );
  if (!certificate.data) return <ErrorState message={t("ui.errorWentWrongCapitalised")} onRetry={() => void certificate.refetch()} />;
  const { data } = certificate;
  const checkAnother = <LinkButton to={pathTo("verifyCertificate")} variant="outlined" icon="search" text={t("certificates.checkAnother")} />;
  // Which code was checked, under what the page says of it.
  const said = (text: string) => (
    <>
      <p>{text}</p>
      <p className="certificate-checked-code">{t("certificates.verificationCode", { code: data.code })}</p>
    </>
  );
  if (data.status === "revoked")
    return <NonIdealState icon="disable" title={t("certificates.revokedTitle")} description={said(t("certificates.revokedText"))} action={checkAnother} />;
  if (data.status === "replaced")
    return (
      <NonIdealState icon="swap-horizontal" title={t("certificates.replacedTitle")} description={said(t("certificates.replacedText"))} action={checkAnother} />
    );
  return (
    <Card className="certificate-card certificate-verified">
      <Callout intent="success" icon="endorsed" role="status">
        {t("certificates.verifiedValid")}
      </Callout>
      <p>{t("certificates.verifyIntro")}</p>
      <DetailRows
        rows={[
          [t("ui.name"), data.name],
          [t("sessionFacts.module"), moduleLabelIn(t, data.module)],
          [t("sessionFacts.course"), courseLabelIn(t, data.course)],
          [t("ui.date"), certificateDate(language, data.date)],
          [t("certificates.verifiedCode"), data.code],
        ]}
      />
      <div className="button-row">{checkAnother}</div>
    </Card>
  );
};

/** /verify, open to anyone (§2.18): a code typed in, or /verify/:code (the certificate's QR code) answered at once. */
export const VerifyCertificatePage = () => {
  const { code } = useParams();
  const { t } = useLanguage();
  return (
    <PageLayout title={t("certificates.verifyTitle")} width="narrow">
      {code ? <VerifiedCertificate key={code} code={code} /> : <VerificationCodeForm initialCode="" />}
    </PageLayout>
  );
};
