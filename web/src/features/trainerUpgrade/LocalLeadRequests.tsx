import { Card, Classes, H3, Intent, Tag } from "@blueprintjs/core";
import type { LocalLeadDecision, LocalLeadRequestAnswer } from "@wellbeing/domain";
import { useState } from "react";
import { errorMessage } from "../../api/apiError";
import { useLanguage, useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { ErrorState } from "../../ui/ErrorState";
import { showError, showSuccess } from "../../ui/toaster";
import { shortDate } from "../roster/dates";
import { organisationText, orNotApplicableIn } from "../users/staffViews";
import { useLocalLeadRequests } from "./queries";
import { useDecideLocalLeadRequest } from "./useDecideLocalLeadRequest";
import "./trainerUpgrade.css";

interface Deciding {
  readonly request: LocalLeadRequestAnswer;
  readonly decision: LocalLeadDecision;
}

const OUTCOME = {
  approve: { sent: "localLeadRequests.approved", notSent: "localLeadRequests.approvedNotSent" },
  decline: { sent: "localLeadRequests.declined", notSent: "localLeadRequests.declinedNotSent" },
} as const;

/**
 * Trainers & Local Leads (admins): the new trainers who ticked 'I'm managing groups of trainers' at the
 * trainer sign-up, who asked and when, their organisation and local authorities, with Approve and
 * Decline (each confirmed). Nothing is shown while none waits.
 */
export const LocalLeadRequests = () => {
  const t = useT();
  const { language } = useLanguage();
  const requests = useLocalLeadRequests(true);
  const decide = useDecideLocalLeadRequest();
  const [deciding, setDeciding] = useState<Deciding | null>(null);

  if (requests.isError) return <ErrorState message={errorMessage(requests.error, t)} onRetry={() => void requests.refetch()} />;
  if (!requests.data || requests.data.length === 0) return null;

  const nameOf = (request: LocalLeadRequestAnswer) => request.name ?? orNotApplicableIn(t, request.email);
  const confirm = () => {
    if (!deciding) return;
    const { request, decision } = deciding;
    decide.mutate(
      { userId: request._id, decision },
      {
        onSuccess: ({ emailSent }) => showSuccess(t(OUTCOME[decision][emailSent ? "sent" : "notSent"], { name: nameOf(request) })),
        onError: (error) => showError(t("ui.errorWithMessage", { message: errorMessage(error, t) })),
        onSettled: () => setDeciding(null),
      },
    );
  };

  return (
    <section className="local-lead-requests" aria-labelledby="local-lead-requests-title">
      <div className="local-lead-requests-header">
        <H3 id="local-lead-requests-title" className="section-heading">
          {t("localLeadRequests.title")}
        </H3>
        <Tag intent={Intent.WARNING} round>
          {t("localLeadRequests.count", { count: requests.data.length })}
        </Tag>
      </div>
      <p className={Classes.TEXT_MUTED}>{t("localLeadRequests.intro")}</p>
      <ul className="local-lead-request-list">
        {requests.data.map((request) => (
          <li key={request._id}>
            <Card className="local-lead-request">
              <div className="local-lead-request-who">
                <strong>{nameOf(request)}</strong>
                {request.email && <span className={Classes.TEXT_MUTED}>{request.email}</span>}
              </div>
              <dl className="local-lead-request-facts">
                <div>
                  <dt className={Classes.TEXT_MUTED}>{t("localLeadRequests.asked")}</dt>
                  <dd>{shortDate(language, request.requestedAt)}</dd>
                </div>
                <div>
                  <dt className={Classes.TEXT_MUTED}>{t("staffScreens.organisation")}</dt>
                  <dd>{organisationText(t, request)}</dd>
                </div>
                <div>
                  <dt className={Classes.TEXT_MUTED}>{t("ui.localAuthorities")}</dt>
                  <dd>{orNotApplicableIn(t, request.localAuthorities.join(", "))}</dd>
                </div>
              </dl>
              <div className="button-row local-lead-request-actions">
                <Button
                  intent={Intent.PRIMARY}
                  icon="tick"
                  text={t("localLeadRequests.approve")}
                  aria-label={t("localLeadRequests.approveNamed", { name: nameOf(request) })}
                  onClick={() => setDeciding({ request, decision: "approve" })}
                />
                <Button
                  variant="outlined"
                  icon="cross"
                  text={t("ui.decline")}
                  aria-label={t("localLeadRequests.declineNamed", { name: nameOf(request) })}
                  onClick={() => setDeciding({ request, decision: "decline" })}
                />
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={deciding !== null}
        icon={deciding?.decision === "approve" ? "new-person" : "cross"}
        intent={deciding?.decision === "approve" ? Intent.PRIMARY : Intent.DANGER}
        confirmButtonText={t(deciding?.decision === "approve" ? "localLeadRequests.approve" : "ui.decline")}
        pending={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
      >
        <p>
          {deciding &&
            t(deciding.decision === "approve" ? "localLeadRequests.confirmApprove" : "localLeadRequests.confirmDecline", { name: nameOf(deciding.request) })}
        </p>
      </ConfirmDialog>
    </section>
  );
};
