import { H3, Icon } from "@blueprintjs/core";
import { ROSTER_TEXTS, pathTo, startsCourse, type PublicSessionAnswer } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";

/** After registering (§2.12): the title, then the pre-course evaluation (module 1) or the course materials. */
export const RegistrationConfirmation = ({ session, alreadyRegistered }: { readonly session: PublicSessionAnswer; readonly alreadyRegistered: boolean }) => (
  <div className="registration-confirmation" role="status">
    <H3>
      <Icon icon="tick-circle" intent="success" size={22} /> {alreadyRegistered ? ROSTER_TEXTS.alreadyRegistered : ROSTER_TEXTS.registered}
    </H3>
    {startsCourse(session.modules) ? (
      <LinkButton to={pathTo("survey", { id: session.shortId, type: "pre-course" })} intent="primary" size="large" icon="clipboard" text={ROSTER_TEXTS.completePreCourse} />
    ) : (
      <>
        <p>{ROSTER_TEXTS.whatNow}</p>
        <div className="button-row">
          <LinkButton to={pathTo("participantMaterials", { course: session.course })} intent="primary" icon="book" text="Materials" />
          <LinkButton to={pathTo("participantSessionDetails", { id: session.id })} variant="outlined" icon="calendar" text="View my session" />
        </div>
      </>
    )}
  </div>
);
