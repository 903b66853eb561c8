import { H3, Icon } from "@blueprintjs/core";
import { pathTo, startsCourse, type PublicSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";

/** After registering (§2.12): the title, then the pre-course evaluation (module 1) or the course materials. */
export const RegistrationConfirmation = ({ session, alreadyRegistered }: { readonly session: PublicSessionAnswer; readonly alreadyRegistered: boolean }) => {
  const t = useT();
  return (
    <div className="registration-confirmation" role="status">
      <H3>
        <Icon icon="tick-circle" intent="success" size={22} /> {t(alreadyRegistered ? "roster.alreadyRegistered" : "roster.registered")}
      </H3>
      {startsCourse(session.modules) ? (
        <LinkButton to={pathTo("survey", { id: session.shortId, type: "pre-course" })} intent="primary" size="large" icon="clipboard" text={t("roster.completePreCourse")} />
      ) : (
        <>
          <p>{t("roster.whatNow")}</p>
          <div className="button-row">
            <LinkButton to={pathTo("participantMaterials", { course: session.course })} intent="primary" icon="book" text={t("roster.materials")} />
            <LinkButton to={pathTo("participantSessionDetails", { id: session.id })} variant="outlined" icon="calendar" text={t("roster.viewMySession")} />
          </div>
        </>
      )}
    </div>
  );
};
