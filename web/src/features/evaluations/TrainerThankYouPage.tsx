import { Card, H3, Icon } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { useHomePath } from "../auth/useHomePath";
import "./evaluations.css";

/** /trainer/trainer-thank-you (§2.18) after a Train the Trainer evaluation; the certificates issue adds its certificate download. */
export const TrainerThankYouPage = () => {
  const t = useT();
  const home = useHomePath();
  return (
    <PageLayout title={t("surveyScreen.thankYouTitle")} width="narrow">
      <Card className="survey-card survey-thank-you" role="status">
        <H3>
          <Icon icon="tick-circle" intent="success" size={22} /> {t("surveyScreen.thankYouTitle")}
        </H3>
        <p>{t("surveyScreen.trainerThankYouText")}</p>
        <div className="button-row">
          <LinkButton to={home} intent="primary" size="large" icon="home" text={t("surveyScreen.goToMyDashboard")} />
        </div>
      </Card>
    </PageLayout>
  );
};
