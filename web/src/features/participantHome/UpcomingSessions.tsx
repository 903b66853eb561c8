import { Card, H4 } from "@blueprintjs/core";
import { locationText, pathTo, type ParticipantCourseSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { HomeSection } from "./HomeSection";
import { sessionTexts } from "./sessionTexts";

/** The participant's upcoming sessions on their home, soonest first, each linked to its details. */
export const UpcomingSessions = ({ sessions }: { readonly sessions: ReadonlyArray<ParticipantCourseSessionAnswer> }) => {
  const t = useT();
  return (
    <HomeSection id="upcoming-sessions" title={t("participantHome.upcomingSessions")}>
      {sessions.length === 0 ? (
        <p className="muted-note">{t("participantHome.noUpcomingSessions")}</p>
      ) : (
        <ul className="participant-list">
          {sessions.map((session) => {
            const texts = sessionTexts(session, t);
            return (
              <li key={session.id}>
                <Card className="participant-item upcoming-session">
                  <div>
                    <H4>{texts.dates}</H4>
                    <p>{t("participantHome.sessionSummary", { modules: texts.modules, course: texts.course })}</p>
                    <p className="muted-note">{locationText(session.remote, session.address, t)}</p>
                  </div>
                  <LinkButton to={pathTo("participantSessionDetails", { id: session.id })} variant="outlined" icon="arrow-right" text={t("ui.viewDetails")} />
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </HomeSection>
  );
};
