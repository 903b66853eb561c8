import { Card, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { ExternalLink } from "./ExternalLink";
import { LocalLeadRequestWaiting } from "./LocalLeadRequestWaiting";
import { useTttUpgradeStep } from "./useTttUpgradeStep";
import "./trainerUpgrade.css";

/**
 * /how-it-works (§2.18): the video link and Next. For a new trainer whose pending step this is, Next sets
 * the step watchTttVideo (§4) and goes on to Trainer Advice; for anyone else it just leads there.
 */
export const HowItWorksPage = () => {
  const t = useT();
  const pending = useAccount().nextUpgradeToTttStep?.step === "howItWorks";
  const step = useTttUpgradeStep();
  return (
    <PageLayout title={t("trainerUpgrade.howItWorksTitle")} width="narrow">
      <LocalLeadRequestWaiting />
      <Card className="trainer-upgrade-card">
        <p>{t("trainerUpgrade.howItWorksIntro")}</p>
        <ExternalLink href={EXTERNAL_LINKS.howItWorksVideo} icon="video" text={t("trainerUpgrade.watchVideo")} />
      </Card>
      <div className="button-row trainer-upgrade-actions">
        {pending ? (
          <Button
            intent={Intent.PRIMARY}
            size="large"
            endIcon="arrow-right"
            text={t("ui.next")}
            loading={step.isPending}
            onClick={() => step.mutate({ step: "watchTttVideo" }, { onError: () => showError(t("errors.generic")) })}
          />
        ) : (
          <LinkButton to={pathTo("trainerAdvice")} intent={Intent.PRIMARY} size="large" endIcon="arrow-right" text={t("ui.next")} />
        )}
      </div>
    </PageLayout>
  );
};
