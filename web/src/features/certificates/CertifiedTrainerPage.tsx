import { pathTo } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { ThankYouCard } from "../evaluations/ThankYouCard";
import { TrainerCertificateButton } from "./TrainerCertificateButton";
import "../evaluations/evaluations.css";

/** /certified-trainer (§2.18): the trainer certificate to download, then 'Let's get started!' to Trainer Advice. */
export const CertifiedTrainerPage = () => {
  const t = useT();
  return (
    <PageLayout title={t("trainerUpgrade.certifiedTitle")} width="narrow">
      <ThankYouCard text={t("certificates.certifiedTrainerText")}>
        <TrainerCertificateButton />
        <LinkButton to={pathTo("trainerAdvice")} variant="outlined" size="large" icon="arrow-right" text={t("certificates.letsGetStarted")} />
      </ThankYouCard>
    </PageLayout>
  );
};
