import { pathTo } from "@wellbeing/domain";
import { useReducer } from "react";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { RegisterSection } from "../attendance/RegisterSection";
import { rosterDrawerViews } from "../roster/drawerViews";
import { useSessionMailDrawer } from "../sessionMail/useMailDrawer";
import { EventDetailsSection } from "./EventDetailsSection";
import { GetFeedbackSection } from "./GetFeedbackSection";
import { InvitePromoteSection } from "./InvitePromoteSection";
import { ManageAttendeesSection } from "./ManageAttendeesSection";
import { MissedModuleWarning } from "./MissedModuleWarning";
import { SessionDrawer } from "./SessionDrawer";
import { CLOSED_DRAWER, sessionDrawerReducer, type SessionDrawerKey } from "./drawer";
import { useSessionDetails } from "./queries";
import "./manageSession.css";

/** Manage Session (§2.10): the session's details and what staff do with it, kept live by the session's announcements. */
export const SessionDetailsPage = () => {
  const t = useT();
  const { id = "" } = useParams();
  const session = useSessionDetails(id);
  const [drawer, dispatchDrawer] = useReducer(sessionDrawerReducer, CLOSED_DRAWER);
  const openDrawer = (key: SessionDrawerKey) => dispatchDrawer({ type: "open", key });
  const mail = useSessionMailDrawer(session.data, dispatchDrawer);
  return (
    <PageLayout
      title={t("session.manageTitle")}
      actions={<LinkButton to={pathTo("print", { sessionId: id })} icon="print" text={t("session.print")} variant="outlined" />}
    >
      {session.data ? (
        <div className="manage-sections">
          <MissedModuleWarning emails={session.data.participantsDidNotAttendPrevMods.map((participant) => participant.email)} />
          <EventDetailsSection session={session.data} />
          <InvitePromoteSection session={session.data} onOpen={openDrawer} />
          <ManageAttendeesSection session={session.data} onOpen={openDrawer} />
          <RegisterSection sessionId={id} />
          <GetFeedbackSection session={session.data} onEmail={mail.openSurveyEmail} onSchedule={mail.openSurveySchedule} />
          <SessionDrawer
            state={drawer}
            views={{ ...rosterDrawerViews(id, t), ...mail.views }}
            onContinue={() => dispatchDrawer({ type: "continue" })}
            onBack={() => dispatchDrawer({ type: "back" })}
          />
        </div>
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
};
