import { Card, Intent } from "@blueprintjs/core";
import { pathTo, type ParticipantCourseSessionAnswer, type WaitingEvaluation } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { HomeSection } from "./HomeSection";
import { sessionTexts } from "./sessionTexts";

/** The evaluations waiting for the participant, each one click from its survey. */
export const WaitingEvaluations = ({ evaluations }: { readonly evaluations: ReadonlyArray<WaitingEvaluation<ParticipantCourseSessionAnswer>> }) => {
  const t = useT();
  return (
    <HomeSection id="evaluations-waiting" title={t("participantHome.evaluationsWaiting")}>
      {evaluations.length === 0 ? (
        <p className="muted-note">{t("participantHome.noEvaluationsWaiting")}</p>
      ) : (
        <>
          <p className="muted-note">{t("participantHome.evaluationsWaitingIntro")}</p>
          <ul className="participant-list">
            {evaluations.map(({ session, surveyType }) => {
              const texts = sessionTexts(session, t);
              return (
                <li key={`${session.id}-${surveyType}`}>
                  <Card className="participant-item waiting-evaluation">
                    <span>{t("participantHome.evaluationFor", { modules: texts.modules, dates: texts.dates })}</span>
                    <LinkButton
                      to={pathTo("survey", { id: session.shortId, type: surveyType })}
                      intent={Intent.PRIMARY}
                      icon="clipboard"
                      text={t(surveyType === "pre-course" ? "roster.completePreCourseEvaluation" : "roster.completePostSessionEvaluation")}
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
