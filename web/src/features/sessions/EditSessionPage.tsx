import { hasSpecialModule, pathTo, type SessionDetailsAnswer } from "@wellbeing/domain";
import { useCallback, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { showError } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { SessionForm } from "./SessionForm";
import { SuccessDialog } from "./SuccessDialog";
import { draftFromSession } from "./draft";
import { useEditSession } from "./useEditSession";
import { useSessionDetails } from "./queries";
import { useSessionForm } from "./useSessionForm";

/** The form, filled with the session as it is; on success a dialog, then the session's page (§2.9). */
const EditSessionForm = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const t = useT();
  const account = useAccount();
  const navigate = useNavigate();
  const editSession = useEditSession(session.id);
  const form = useSessionForm(() => draftFromSession(session));
  const [success, setSuccess] = useState<string | null>(null);
  const toSessionPage = useCallback(() => void navigate(pathTo("sessionDetails", { id: session.id })), [navigate, session.id]);

  const onSubmit = () => {
    const valid = form.submit();
    if (!valid) return false;
    editSession.mutate(valid, {
      onSuccess: () => setSuccess(t("session.edited")),
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        else showError(errorMessage(error, t));
      },
    });
    return true;
  };

  return (
    <>
      <SessionForm
        form={form}
        role={account.role}
        editing={{ hasSpecialModule: hasSpecialModule(session.modules), trainers: session.trainers }}
        submitText={t("ui.saveChanges")}
        isSubmitting={editSession.isPending || success !== null}
        onSubmit={onSubmit}
      />
      <SuccessDialog message={success} onClose={toSessionPage} />
    </>
  );
};

/** Edit Session (/session-edit/:id): loaded by id, like the Manage Session screen. */
export const EditSessionPage = () => {
  const t = useT();
  const { id = "" } = useParams();
  const session = useSessionDetails(id);
  return (
    <PageLayout
      title={t("session.editTitle")}
      width="narrow"
      actions={<LinkButton to={pathTo("sessionDetails", { id })} icon="arrow-left" text={t("session.backToSession")} variant="minimal" />}
    >
      {session.data ? <EditSessionForm session={session.data} /> : <LoadingState />}
    </PageLayout>
  );
};
