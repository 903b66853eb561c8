import { Callout, Intent } from "@blueprintjs/core";
import { isTrainerSignUpPending, pathTo } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { useAccount } from "../auth/queries";

/** §2.6, §4: while the person's next train-the-trainer step is signing up as a trainer, the home asks them to. */
export const TrainerSignUpWarning = () => {
  const t = useT();
  const { nextUpgradeToTttStep } = useAccount();
  if (!isTrainerSignUpPending(nextUpgradeToTttStep)) return null;
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" title={t("participantHome.trainerSignUpTitle")} className="trainer-sign-up-warning">
      <p>{t("participantHome.trainerSignUpText")}</p>
      <LinkButton
        to={pathTo("tttSignUp")}
        state={{ course: nextUpgradeToTttStep?.course }}
        intent={Intent.PRIMARY}
        icon="new-person"
        text={t("participantHome.trainerSignUp")}
      />
    </Callout>
  );
};
