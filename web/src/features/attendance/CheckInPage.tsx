import { Callout, Intent } from "@blueprintjs/core";
import { dayMonthYear, pathTo, type CheckedInAnswer } from "@wellbeing/domain";
import { useLocation, useParams } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { loginFor } from "../auth/loginDestination";
import { useAuthQuery, useSignedInUser } from "../auth/queries";
import { StaffAccountNotice } from "../auth/StaffAccountNotice";
import { useCheckIn } from "./useCheckIn";
import "./attendance.css";

/** Logged out: log in on the spot and come straight back here, where the check-in happens. */
const LogInFirst = () => {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Callout intent={Intent.PRIMARY} icon="log-in" title={t("attendance.logInToCheckIn")}>
      <p>{t("attendance.logInToCheckInHelp")}</p>
      <LinkButton to={loginFor(pathTo("participantLogin"), pathname)} intent="primary" icon="log-in" text={t("auth.logIn")} />
    </Callout>
  );
};

const CheckedIn = ({ answer }: { readonly answer: CheckedInAnswer }) => {
  const t = useT();
  const date = dayMonthYear(answer.sessionDate);
  return (
    <Callout intent={Intent.SUCCESS} icon="tick-circle" role="status">
      <p>{answer.alreadyCheckedIn ? t("attendance.alreadyCheckedIn", { date }) : t("attendance.checkedIn", { date })}</p>
      <LinkButton to={pathTo("participantSessionDetails", { id: answer.sessionId })} icon="arrow-right" text={t("shell.myCourse")} />
    </Callout>
  );
};

/** A participant: checked in as soon as the page opens (the link the QR code holds). */
const ParticipantCheckIn = ({ userId, token }: { readonly userId: string; readonly token: string }) => {
  const t = useT();
  const { answer, error } = useCheckIn(userId, token);
  if (answer) return <CheckedIn answer={answer} />;
  if (error)
    return (
      <Callout intent={Intent.DANGER} icon="error" role="alert">
        <p>{errorMessage(error, t)}</p>
        <LinkButton to={pathTo("participantDashboard")} icon="home" text={t("shell.myCourse")} />
      </Callout>
    );
  return <LoadingState label={t("attendance.checkingIn")} />;
};

/** /check-in/:token (issue 29): a registered participant scanning the trainer's QR code is recorded as come. */
export const CheckInPage = () => {
  const t = useT();
  const { token = "" } = useParams();
  const auth = useAuthQuery();
  const user = useSignedInUser();
  return (
    <PageLayout title={t("attendance.checkInTitle")} width="narrow">
      <div className="check-in-page">
        {auth.isPending ? (
          <LoadingState />
        ) : !user ? (
          <LogInFirst />
        ) : user.role !== "participant" ? (
          <StaffAccountNotice user={user} message={(role) => t("attendance.notParticipant", { role })} />
        ) : (
          <ParticipantCheckIn userId={user.userId} token={token} />
        )}
      </div>
    </PageLayout>
  );
};
