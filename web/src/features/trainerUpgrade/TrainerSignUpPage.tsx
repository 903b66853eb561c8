import { Callout } from "@blueprintjs/core";
import { isTrainerSignUpPending } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { EmailVerificationCallout } from "../users/EmailVerificationCallout";
import { useAccount } from "../auth/queries";
import { useHomePath } from "../auth/useHomePath";
import { TrainerLogInLink } from "./TrainerLogInLink";
import { TrainerSignUpForm } from "./TrainerSignUpForm";
import { useUpgradeCourse } from "./useUpgradeCourse";
import "./trainerUpgrade.css";

/** /ttt-signup (§2.18): after Train the Trainer, the participant completes their trainer account; the course comes from the previous screen. */
export const TrainerSignUpPage = () => {
  const t = useT();
  const course = useUpgradeCourse();
  const pending = isTrainerSignUpPending(useAccount().nextUpgradeToTttStep);
  const home = useHomePath();
  return (
    <PageLayout
      title={t("trainerUpgrade.signUpTitle")}
      subtitle={course && t("trainerUpgrade.signUpIntro", { course: t(`session.course_${course}`) })}
      width="narrow"
    >
      {/* The sign-up needs a proven address: say so, with a way to get the link again. */}
      <EmailVerificationCallout />
      {pending || course ? (
        <>
          <TrainerSignUpForm />
          <TrainerLogInLink />
        </>
      ) : (
        <Callout intent="primary" icon="info-sign" className="trainer-upgrade-callout">
          <p>{t("trainerUpgrade.nothingPending")}</p>
          <LinkButton to={home} icon="home" text={t("errors.backHome")} />
        </Callout>
      )}
    </PageLayout>
  );
};
