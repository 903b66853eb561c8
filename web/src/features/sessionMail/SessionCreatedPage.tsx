import { Callout, Intent } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { useNavigate, useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { useSessionDetails } from "../sessions/queries";
import { SessionEmailScreen } from "./SessionEmailScreen";
import "./sessionMail.css";

/**
 * Session created (§2.9): the new session's registration link, participants' e-mails to invite
 * with a preview of the invitation, then send (or schedule) it or skip for now; either way on to
 * the session's Manage Session screen.
 */
export const SessionCreatedPage = () => {
  const t = useT();
  const { id = "" } = useParams();
  const session = useSessionDetails(id);
  const navigate = useNavigate();
  const toSession = () => void navigate(pathTo("sessionDetails", { id }));
  return (
    <PageLayout title={t("session.created")}>
      {session.data ? (
        <>
          <Callout intent={Intent.SUCCESS} icon="tick-circle" className="session-created-callout">
            {t("mailScreens.sessionCreatedIntro")}
          </Callout>
          <SessionEmailScreen session={session.data} kind="registration" onDone={toSession} onSkip={toSession} />
        </>
      ) : (
        <LoadingState />
      )}
    </PageLayout>
  );
};
