import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { useHomePath } from "../auth/useHomePath";
import { TrainerCertificateButton } from "../certificates/TrainerCertificateButton";
import { ThankYouCard } from "./ThankYouCard";
import "./evaluations.css";

/** /trainer/trainer-thank-you (§2.18) after a Train the Trainer evaluation: download certificate, then 'Go to my dashboard'. */
export const TrainerThankYouPage = () => {
  const t = useT();
  // Titled as the participant's thank-you page: the card under the title says 'Thank you'.
  return (
    <PageLayout title={t("sessionFacts.evaluation")} width="narrow">
      <ThankYouCard text={t("surveyScreen.trainerThankYouText")}>
        <TrainerCertificateButton />
        <LinkButton to={useHomePath()} variant="outlined" size="large" icon="home" text={t("surveyScreen.goToMyDashboard")} />
      </ThankYouCard>
    </PageLayout>
  );
};
