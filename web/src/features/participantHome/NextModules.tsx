import { Card, H4 } from "@blueprintjs/core";
import { courseLabelIn, deliveryMethod, listDates, moduleLabelIn, moduleNames, pathTo, type NextModuleAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { HomeSection } from "./HomeSection";
import { CourseScheduleLink } from "./CourseScheduleLink";

/** One course's next module: where 'near' is measured from, and a few sessions of it to book, or why none. */
const NextModule = ({ next }: { readonly next: NextModuleAnswer }) => {
  const t = useT();
  const module = moduleLabelIn(t, next.module);
  return (
    <div className="next-module">
      <p>{t("participantHome.nextModuleIntro", { course: courseLabelIn(t, next.course), module })}</p>
      {next.sessions.length === 0 ? (
        <p className="muted-note">{t("participantHome.nextModuleNone", { module })}</p>
      ) : (
        <>
          <p className="muted-note">
            {next.after.town ? t("participantHome.nextModuleNearTown", { town: next.after.town }) : t("participantHome.nextModuleNearOnline")}
          </p>
          <ul className="participant-list">
            {next.sessions.map((session) => {
              const dates = listDates(session.dates, t);
              return (
                <li key={session.id}>
                  <Card className="participant-item next-module-session">
                    <div>
                      <H4>{dates}</H4>
                      <p>{t("participantHome.sessionSummary", { modules: moduleNames(session.modules, t), course: courseLabelIn(t, session.course) })}</p>
                      <p className="muted-note">
                        {deliveryMethod(session.remote, session.address, t)} · {t("roster.spacesLeft", { count: session.spacesRemaining })}
                      </p>
                    </div>
                    <LinkButton
                      to={pathTo("register", { id: session.shortId })}
                      intent="primary"
                      icon="add"
                      text={t("courseSchedule.book")}
                      aria-label={t("participantHome.nextModuleBook", { module, dates })}
                    />
                  </Card>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
};

/** After a finished module, on the participant's home: the next module of each course, and sessions near them to book (issue 25). */
export const NextModules = ({ nextModules }: { readonly nextModules: ReadonlyArray<NextModuleAnswer> }) => {
  const t = useT();
  if (nextModules.length === 0) return null;
  return (
    <HomeSection id="next-module" title={t("participantHome.nextModuleTitle")}>
      {nextModules.map((next) => (
        <NextModule key={next.course} next={next} />
      ))}
      <CourseScheduleLink text={t("participantHome.allSessionsOnSchedule")} />
    </HomeSection>
  );
};
