import { useMutation } from "@tanstack/react-query";
import { saveAttendeesListContract } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";

/** Saves the registered list (status confirmed) or the invitee list (new): §7 attendeesList, §8 failure toast. */
export const useSaveAttendeesList = (sessionId: string) => {
  const t = useT();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: ({ emails, status }: { emails: ReadonlyArray<string>; status: "new" | "confirmed" }) =>
      callContract(saveAttendeesListContract, {
        params: { sessionId },
        body: { participantsEmails: emails.map((email) => ({ email, status })), status },
      }),
    onSuccess: () => {
      showSuccess(t("roster.attendeesUpdated"));
      refresh("sessions");
    },
    onError: (error) => showError(`${t("ui.errorPrefix")}${errorMessage(error, t)}`),
  });
};
