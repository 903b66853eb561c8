import { useMutation } from "@tanstack/react-query";
import { confirmRegistrationContract } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";

/** PATCH confirm-email: registers the participant with their account's address (§2.12, §7, §8). */
export const useRegister = (sessionId: string) => {
  const t = useT();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: ({ email, message }: { email: string; message: string }) =>
      callContract(confirmRegistrationContract, {
        params: { sessionId },
        body: { email, message: message === "" ? null : message, status: "confirmed" },
      }),
    onError: (error) => showError(`${t("ui.errorPrefix")}${errorMessage(error, t)}`),
    // Registered, or refused because the session filled up meanwhile: the page shows it either way.
    onSettled: () => refresh("sessions"),
  });
};
