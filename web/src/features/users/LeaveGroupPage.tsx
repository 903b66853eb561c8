import { Card, Intent, NonIdealState } from "@blueprintjs/core";
import { pathTo } from "@wellbeing/domain";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { ResultAlert, type StaffResult } from "./ResultAlert";
import { useLeaveGroup } from "./staffCommands";
import { useLocalLead } from "./queries";
import "./staff.css";

// Stands in the question for the lead's name, which is shown in bold wherever the language puts it.
const BOLD_NAME = "\u0000";

/** Remove me from the group (/remove/:localLead/:trainer, §2.17): the trainer of the e-mailed link leaves the group. */
export const LeaveGroupPage = () => {
  const t = useT();
  const { localLead = "", trainer = "" } = useParams();
  const account = useAccount();
  const navigate = useNavigate();
  const lead = useLocalLead(localLead);
  const leaveGroup = useLeaveGroup();
  const [result, setResult] = useState<StaffResult | null>(null);
  const leadName = lead.data?.name ?? t("staffScreens.yourLocalLead");
  const [beforeName = "", afterName = ""] = t("staffScreens.leaveGroupQuestion", { leadStrong: BOLD_NAME, lead: leadName }).split(BOLD_NAME);

  const leave = () =>
    leaveGroup.mutate(
      { leadId: localLead, trainerId: trainer },
      {
        onSuccess: () => setResult({ kind: "success", message: t("product.leftGroup") }),
        onError: () => showError(t("product.trainerDeleteFailed")),
      },
    );

  return (
    <PageLayout title={t("staffScreens.leaveGroupTitle")} width="narrow">
      {account.userId !== trainer ? (
        <NonIdealState icon="disable" title={t("staffScreens.linkForAnotherTrainer")} description={t("staffScreens.logInWithEmailedAccount")} />
      ) : lead.isPending ? (
        <LoadingState />
      ) : (
        <Card className="staff-leave-card">
          <p>
            {beforeName}
            <strong>{leadName}</strong>
            {afterName}
          </p>
          <Button intent={Intent.DANGER} icon="log-out" text={t("staffScreens.removeMeFromGroup")} loading={leaveGroup.isPending} onClick={leave} />
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
