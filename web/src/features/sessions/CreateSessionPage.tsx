import { pathTo } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { showError, showSuccess } from "../../ui/toaster";
import { useAccount } from "../auth/queries";
import { SessionForm } from "./SessionForm";
import { newSessionDraft } from "./draft";
import { useAddSession } from "./useAddSession";
import { useSessionForm } from "./useSessionForm";

/** Create New Session (§2.9): on success, a toast and the new session's page. */
export const CreateSessionPage = () => {
  const t = useT();
  const account = useAccount();
  const navigate = useNavigate();
  const addSession = useAddSession();
  const form = useSessionForm(() => newSessionDraft(account));

  const onSubmit = () => {
    const valid = form.submit();
    if (!valid) return false;
    addSession.mutate(valid, {
      onSuccess: ({ id }) => {
        showSuccess(t("session.created"));
        // §2.9: the session-created screen, to invite participants (or skip) before managing it.
        void navigate(pathTo("sessionCreated", { id }));
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) form.setServerErrors(error.fields);
        else showError(errorMessage(error, t));
      },
    });
    return true;
  };

  return (
    <PageLayout title={t("shell.createSession")} width="narrow">
      <SessionForm form={form} role={account.role} submitText={t("session.createSubmit")} isSubmitting={addSession.isPending} onSubmit={onSubmit} />
    </PageLayout>
  );
};
