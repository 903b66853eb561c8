import { Card, Icon } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { useLocation } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { sentToEmailOf } from "./claimState";

/** /success (§2.18): a green tick and 'Your certificate has been successfully downloaded', ' and sent to your email' when chosen. */
export const CertificateSuccess = () => {
  const t = useT();
  const sentToEmail = sentToEmailOf(useLocation().state);
  return (
    <Card className="certificate-card certificate-success" role="status">
      <p className="certificate-success-text">
        <Icon icon="tick-circle" intent="success" size={28} />
        <span>
          {t("certificates.successDownloaded")}
          {sentToEmail && t("certificates.successSentToEmail")}
        </span>
      </p>
      <div className="button-row">
        <LinkButton to={pathTo("participantProgress")} variant="outlined" icon="arrow-left" text={t("certificates.backToMyCourse")} />
      </div>
    </Card>
  );
};
