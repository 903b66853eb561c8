import { Callout, Card, Intent } from "@blueprintjs/core";
import { useLocation } from "react-router-dom";
import { pathTo } from "@wellbeing/domain";
import { EXTERNAL_LINKS } from "../../config";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/useAuth";
import { ExternalLink } from "./ExternalLink";
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
  const localLeadRequested = (useLocation().state as { localLeadRequested?: unknown } | null)?.localLeadRequested === true;
  return (
    <PageLayout title={t("trainerUpgrade.howItWorksTitle")} width="narrow">
      {localLeadRequested && (
        <Callout intent={Intent.PRIMARY} icon="time" className="trainer-upgrade-callout">
          {t("trainerUpgrade.localLeadRequestWaiting")}
        </Callout>
      )}
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
            text={t("trainerUpgrade.next")}
            loading={step.isPending}
            onClick={() => step.mutate({ step: "watchTttVideo" }, { onError: () => showError(t("errors.generic")) })}
          />
        ) : (
          <LinkButton to={pathTo("trainerAdvice")} intent={Intent.PRIMARY} size="large" endIcon="arrow-right" text={t("trainerUpgrade.next")} />
        )}
      </div>
    </PageLayout>
  );
};
