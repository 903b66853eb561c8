import { NonIdealState } from "@blueprintjs/core";
import { moduleLabelIn, pathTo } from "@wellbeing/domain";
import { Navigate, useParams, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { CertificateChoice } from "./CertificateChoice";
import { CertificateClaim } from "./CertificateClaim";
import { CertificateNameForm } from "./CertificateNameForm";
import { CertificateSuccess } from "./CertificateSuccess";
import { certificatePath, moduleOfSearch } from "./paths";
import "./certificates.css";

/**
 * /certificate/:sessionId (§2.18) and its steps: the choice (download, or download and e-mail), the
 * name (and e-mail) form, /claim with its button, /success. Which module rides in `?module=`.
 */
export const CertificatePage = () => {
  const t = useT();
  const { sessionId = "", "*": step = "" } = useParams();
  const module = moduleOfSearch(useSearchParams()[0]);
  const title = module ? t("roster.certificate", { module: moduleLabelIn(t, module) }) : t("certificates.title");

  const content = () => {
    if (!module)
      return (
        <NonIdealState
          icon="endorsed"
          description={t("certificates.moduleMissing")}
          action={<LinkButton to={pathTo("participantProgress")} variant="outlined" icon="arrow-left" text={t("certificates.backToMyCourse")} />}
        />
      );
    switch (step) {
      case "":
        return <CertificateChoice sessionId={sessionId} module={module} />;
      case "download-only":
      case "download-email":
        return <CertificateNameForm sessionId={sessionId} module={module} sendEmail={step === "download-email"} />;
      case "claim":
        return <CertificateClaim sessionId={sessionId} module={module} />;
      case "success":
        return <CertificateSuccess />;
      default:
        return <Navigate to={certificatePath(sessionId, module)} replace />;
    }
  };
  return (
    <PageLayout title={title} width="narrow">
      {content()}
    </PageLayout>
  );
};
