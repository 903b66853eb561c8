import { Card, Intent } from "@blueprintjs/core";
import {
  dayMonthYear,
  isFollowUp,
  lastDateOf,
  pathTo,
  type MessageKey,
  type ParticipantCourseSessionAnswer,
  type Translate,
  type WaitingEvaluation,
} from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { HomeSection } from "./HomeSection";
import { sessionTexts } from "./sessionTexts";

type Waiting = WaitingEvaluation<ParticipantCourseSessionAnswer>;

/** What a waiting evaluation's card says, and its button: a session's evaluation names the session; a follow-up, the course. */
const waitingTexts = ({ session, surveyType }: Waiting, t: Translate): { readonly about: string; readonly action: MessageKey } => {
  const texts = sessionTexts(session, t);
  if (isFollowUp(surveyType))
    return {
      about: t("participantHome.followUpFor", { course: texts.course, date: dayMonthYear(lastDateOf(session.dates) ?? "") }),
      action: `participantHome.completeFollowUp_${surveyType}`,
    };
  return {
    about: t("participantHome.evaluationFor", { modules: texts.modules, dates: texts.dates }),
    action: surveyType === "pre-course" ? "roster.completePreCourseEvaluation" : "roster.completePostSessionEvaluation",
  };
};

/** The evaluations waiting for the participant, each one click from its survey. */
export const WaitingEvaluations = ({ evaluations }: { readonly evaluations: ReadonlyArray<Waiting> }) => {
  const t = useT();
  return (
    <HomeSection id="evaluations-waiting" title={t("participantHome.evaluationsWaiting")}>
      {evaluations.length === 0 ? (
        <p className="muted-note">{t("participantHome.noEvaluationsWaiting")}</p>
      ) : (
        <>
          <p className="muted-note">{t("participantHome.evaluationsWaitingIntro")}</p>
          <ul className="participant-list">
            {evaluations.map((waiting) => {
              const { about, action } = waitingTexts(waiting, t);
              return (
                <li key={`${waiting.surveyId}-${waiting.surveyType}`}>
                  <Card className="participant-item waiting-evaluation">
                    <span>{about}</span>
                    <LinkButton
                      to={pathTo("survey", { id: waiting.surveyId, type: waiting.surveyType })}
                      intent={Intent.PRIMARY}
                      icon="clipboard"
                      text={t(action)}
                    />
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </HomeSection>
  );
};
