import { Button, Card, Intent, NonIdealState } from "@blueprintjs/core";
import { PRODUCT_TEXTS, pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/useAuth";
import { ResultAlert, type StaffResult } from "./ResultAlert";
import { useLeaveGroup } from "./staffCommands";
import { useLocalLead } from "./staffQueries";
import "./staff.css";

/** Remove me from the group (/remove/:localLead/:trainer, §2.17): the trainer of the e-mailed link leaves the group. */
export const LeaveGroupPage = () => {
  const { localLead = "", trainer = "" } = useParams();
  const account = useAccount();
  const navigate = useNavigate();
  const lead = useLocalLead(localLead);
  const leaveGroup = useLeaveGroup();
  const [result, setResult] = useState<StaffResult | null>(null);
  const leadName = lead.data?.name ?? "your local lead";

  const leave = () =>
    leaveGroup.mutate(
      { leadId: localLead, trainerId: trainer },
      {
        onSuccess: () => setResult({ kind: "success", message: PRODUCT_TEXTS.leftGroup }),
        onError: () => showError(PRODUCT_TEXTS.trainerDeleteFailed),
      },
    );

  return (
    <PageLayout title="Leave a group" width="narrow">
      {account.userId !== trainer ? (
        <NonIdealState icon="disable" title="This link is for another trainer" description="Log in with the account the email was sent to." />
      ) : lead.isPending ? (
        <LoadingState />
      ) : (
        <Card className="staff-leave-card">
          <p>
            Do you want to leave <strong>{leadName}</strong>'s group of trainers? {leadName} will no longer see your sessions and results.
          </p>
          <Button intent={Intent.DANGER} icon="log-out" text="Remove me from the group" loading={leaveGroup.isPending} onClick={leave} />
        </Card>
      )}
      <ResultAlert
        result={result}
        onClose={() => {
          setResult(null);
          // §7: after leaving, on to /login/ (which takes a logged-in trainer home).
          void navigate(pathTo("login"));
        }}
      />
    </PageLayout>
  );
};
