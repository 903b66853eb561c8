import { Card, Intent, NonIdealState } from "@blueprintjs/core";
import { homeOf } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { errorMessage } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { ResultAlert, type StaffResult } from "./ResultAlert";
import { useAnswerGroupInvitation } from "./staffCommands";
import { useMyGroupInvitations } from "./queries";
import { orNotApplicableIn } from "./staffViews";
import "./staff.css";

/**
 * An invitation to join a local lead's group (/group-invitation/:localLead, e-mailed to a trainer of
 * another group): the trainer, logged in, accepts (leaving their group) or declines (staying in it).
 */
export const GroupInvitationPage = () => {
  const t = useT();
  const { localLead = "" } = useParams();
  const account = useAccount();
  const navigate = useNavigate();
  const invitations = useMyGroupInvitations();
  const answer = useAnswerGroupInvitation();
  const [result, setResult] = useState<StaffResult | null>(null);
  const invitation = invitations.data?.find((each) => each.localLeadId === localLead);
  const lead = orNotApplicableIn(t, invitation?.localLeadName);

  const reply = (choice: "accept" | "decline") =>
    answer.mutate(
      { localLeadId: localLead, answer: choice },
      {
        onSuccess: () => setResult({ kind: "success", message: t(choice === "accept" ? "groupInvitations.accepted" : "groupInvitations.declined", { lead }) }),
        onError: (error) => showError(t("ui.errorWithMessage", { message: errorMessage(error, t) })),
      },
    );

  const home = account.role ? homeOf(account.role) : "/";
  return (
    <PageLayout title={t("groupInvitations.pageTitle")} width="narrow">
      {invitations.isPending ? (
        <LoadingState />
      ) : invitations.isError ? (
        <ErrorState message={errorMessage(invitations.error, t)} onRetry={() => void invitations.refetch()} />
      ) : invitation ? (
        <Card className="staff-leave-card">
          <p>{t("groupInvitations.question", { lead, current: orNotApplicableIn(t, invitation.currentLocalLeadName) })}</p>
          <div className="button-row">
            <Button
              intent={Intent.PRIMARY}
              icon="people"
              text={t("groupInvitations.accept")}
              loading={answer.isPending && answer.variables?.answer === "accept"}
              disabled={answer.isPending}
              onClick={() => reply("accept")}
            />
            <Button
              variant="outlined"
              icon="cross"
              text={t("ui.decline")}
              loading={answer.isPending && answer.variables?.answer === "decline"}
              disabled={answer.isPending}
              onClick={() => reply("decline")}
            />
          </div>
        </Card>
      ) : result === null ? (
        <NonIdealState
          icon="inbox"
          title={t("groupInvitations.noneWaiting")}
          description={t("groupInvitations.noneWaitingHint")}
          action={<LinkButton to={home} icon="home" text={t("errors.backHome")} />}
        />
      ) : null}
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
          void navigate(home);
        }}
      />
    </PageLayout>
  );
};
