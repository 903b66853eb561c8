import { Card } from "@blueprintjs/core";
import { moduleLabelIn, type Module } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { certificatePath } from "./paths";

/** §2.18: 'Download Certificate!' (download only) and a second way that e-mails it too. */
export const CertificateChoice = ({ sessionId, module }: { readonly sessionId: string; readonly module: Module }) => {
  const t = useT();
  return (
    <Card className="certificate-card">
      <p>{t("certificates.chooseIntro", { module: moduleLabelIn(t, module) })}</p>
      <div className="button-row">
        <LinkButton
          to={certificatePath(sessionId, module, "download-only")}
          intent="primary"
          size="large"
          icon="download"
          text={t("certificates.downloadCertificate")}
        />
        <LinkButton
          to={certificatePath(sessionId, module, "download-email")}
          variant="outlined"
          size="large"
          icon="envelope"
          text={t("certificates.downloadAndEmail")}
        />
      </div>
    </Card>
  );
};
