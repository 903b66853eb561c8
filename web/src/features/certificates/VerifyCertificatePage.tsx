import { Callout, Card, NonIdealState } from "@blueprintjs/core";
import { certificateDate, courseLabelIn, moduleLabelIn } from "@wellbeing/domain";
import { useParams } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { useLanguage } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { useVerifiedCertificate } from "./useVerifiedCertificate";
import "./certificates.css";

/** /verify/:code, open to anyone (§2.18): only the name, module, course and date; a revoked one names nobody. */
export const VerifyCertificatePage = () => {
  const { code = "" } = useParams();
  const { t, language } = useLanguage();
  const certificate = useVerifiedCertificate(code);

  const content = () => {
    if (certificate.isPending) return <LoadingState label={t("certificates.loading")} />;
    if (hasStatus(certificate.error, 404)) return <NonIdealState icon="search" title={t("certificates.notFoundTitle")} description={t("certificates.notFoundText")} />;
    if (!certificate.data) return <ErrorState message={t("certificates.verifyFailed")} onRetry={() => void certificate.refetch()} />;
    const { data } = certificate;
    if (data.revoked) return <NonIdealState icon="disable" title={t("certificates.revokedTitle")} description={t("certificates.revokedText")} />;
    return (
      <Card className="certificate-card certificate-verified">
        <Callout intent="success" icon="endorsed" role="status">
          {t("certificates.verifiedValid")}
        </Callout>
        <p>{t("certificates.verifyIntro")}</p>
        <DetailRows
          rows={[
            [t("certificates.verifiedName"), data.name],
            [t("certificates.verifiedModule"), moduleLabelIn(t, data.module)],
            [t("certificates.verifiedCourse"), courseLabelIn(t, data.course)],
            [t("certificates.verifiedDate"), certificateDate(language, data.date)],
            [t("certificates.verifiedCode"), data.code],
          ]}
        />
      </Card>
    );
  };
  return (
    <PageLayout title={t("certificates.verifyTitle")} width="narrow">
      {content()}
    </PageLayout>
  );
};
