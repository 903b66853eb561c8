import { Callout, Card, H3, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { ExternalLink } from "./ExternalLink";
import { useTttUpgradeStep } from "./useTttUpgradeStep";
import "./trainerUpgrade.css";

/** The last step of the train-the-trainer route: the certificate to download, and the button that finishes the route (clears the step). */
const FinishRoute = () => {
  const t = useT();
  const pending = useAccount().nextUpgradeToTttStep;
  const step = useTttUpgradeStep();
  if (pending?.step !== "watchTttVideo") return null;
  return (
    <Callout intent={Intent.SUCCESS} icon="endorsed" title={t("trainerUpgrade.certifiedTitle")} className="trainer-upgrade-callout">
      <p>{t("trainerUpgrade.certifiedText")}</p>
      <div className="button-row">
        <LinkButton to={pathTo("certifiedTrainer")} state={{ course: pending.course }} icon="download" text={t("trainerUpgrade.certificateLink")} />
        <Button
          intent={Intent.PRIMARY}
          icon="home"
          text={t("trainerUpgrade.finish")}
          loading={step.isPending}
          onClick={() => step.mutate({ step: null }, { onError: () => showError(t("errors.generic")) })}
        />
      </div>
    </Callout>
  );
};

/** /trainer-advice (§2.18): how the tool helps, the explainer videos, the feedback form and the support contact. */
export const TrainerAdvicePage = () => {
  const t = useT();
  return (
    <PageLayout title={t("shell.trainerAdvice")} subtitle={t("trainerUpgrade.adviceIntro")} width="narrow">
      <FinishRoute />
      <Card className="trainer-upgrade-card">
        <H3>{t("trainerUpgrade.toolHeading")}</H3>
        <p>{t("trainerUpgrade.toolText")}</p>
      </Card>
      <Card className="trainer-upgrade-card">
        <H3>{t("trainerUpgrade.videosHeading")}</H3>
        <ul className="trainer-upgrade-links">
          <li>
            <ExternalLink href={EXTERNAL_LINKS.howItWorksVideo} icon="video" text={t("trainerUpgrade.howItWorksTitle")} />
          </li>
          <li>
            <ExternalLink href={EXTERNAL_LINKS.sessionsVideo} icon="video" text={t("trainerUpgrade.videoSessions")} />
          </li>
          <li>
            <ExternalLink href={EXTERNAL_LINKS.evaluationsVideo} icon="video" text={t("trainerUpgrade.videoEvaluations")} />
          </li>
        </ul>
      </Card>
      <Card className="trainer-upgrade-card">
        <H3>{t("trainerUpgrade.feedbackHeading")}</H3>
        <p>{t("trainerUpgrade.feedbackText")}</p>
        <ExternalLink href={EXTERNAL_LINKS.trainerFeedbackForm} icon="comment" text={t("trainerUpgrade.feedbackLink")} />
      </Card>
      <Card className="trainer-upgrade-card">
        <H3>{t("trainerUpgrade.supportHeading")}</H3>
        <p>
          {t("trainerUpgrade.supportText")} <a href={`mailto:${EXTERNAL_LINKS.supportEmail}`}>{EXTERNAL_LINKS.supportEmail}</a>
        </p>
      </Card>
    </PageLayout>
  );
};
