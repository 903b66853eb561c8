import { useMutation, useQueryClient } from "@tanstack/react-query";
import { requestRemovalContract } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { rosterKeys } from "./queries";

/** DELETE registration with the reason: 'Successfully sent removal request' (§7). */
export const useRequestRemoval = (sessionId: string) => {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (removalReason: string) => callContract(requestRemovalContract, { params: { sessionId }, body: { removalReason } }),
    onSuccess: () => {
      showSuccess(t("roster.removalRequestSent"));
      void queryClient.invalidateQueries({ queryKey: rosterKeys.participantSession(sessionId) });
    },
    onError: (error) => showError(`${t("ui.errorPrefix")}${errorMessage(error, t)}`),
  });
};
