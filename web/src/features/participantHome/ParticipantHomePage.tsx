import { evaluationsWaiting, pathTo, programmeDate } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { PageLayout } from "../../ui/PageLayout";
import { EmailVerificationCallout } from "../users/EmailVerificationCallout";
import { ProgressLoaded } from "./ProgressLoaded";
import { TrainerSignUpWarning } from "./TrainerSignUpWarning";
import { UpcomingSessions } from "./UpcomingSessions";
import { NextModules } from "./NextModules";
import { useNextModules, useParticipantProgress, useParticipantResponses } from "./queries";
import { WaitingEvaluations } from "./WaitingEvaluations";
import { WaitingListPlaces } from "./WaitingListPlaces";
import "./participantHome.css";

/** /participant-dashboard (§2.6): the participant's home; it follows their registrations and evaluations live. */
export const ParticipantHomePage = () => {
  const t = useT();
  const progress = useParticipantProgress();
  const responses = useParticipantResponses();
  const nextModules = useNextModules();

  return (
    <PageLayout title={t("participantHome.welcomeBack")} subtitle={t("participantHome.intro")}>
      <EmailVerificationCallout />
      <TrainerSignUpWarning />
      <ProgressLoaded query={progress}>
        {({ upcomingSessions, completedSessions }) => (
          <>
            <ProgressLoaded query={responses}>
              {({ responses: given }) => (
                <WaitingEvaluations evaluations={evaluationsWaiting([...upcomingSessions, ...completedSessions], given, programmeDate(new Date()))} />
              )}
            </ProgressLoaded>
            <WaitingListPlaces />
            {/* An extra: nothing while it loads; a failure is a toast (the rest of the home stands). */}
            {nextModules.data && <NextModules nextModules={nextModules.data.nextModules} />}
            <UpcomingSessions sessions={upcomingSessions} />
          </>
        )}
      </ProgressLoaded>
      <div className="button-row participant-home-buttons">
        <LinkButton to={pathTo("participantSessions")} icon="calendar" size="large" text={t("shell.sessions")} />
        <LinkButton to={pathTo("chooseCourseMaterials")} icon="book" size="large" text={t("shell.materials")} />
        <LinkButton to={pathTo("courseSchedule")} icon="search" size="large" text={t("participantHome.findSessions")} />
      </div>
    </PageLayout>
  );
};
