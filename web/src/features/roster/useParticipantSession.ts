import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { participantSessionContract, requestRemovalContract } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage, hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { rosterKeys } from "./rosterKeys";
import { toUnknownSessionPage } from "./useSessionFetchFailure";

/** The participant's own session (§2.13); a failed fetch says 'Error! something went wrong' (§8),
 * except a 403 (not registered for it) and a 404 (an unknown session: the 404 page). */
export const useParticipantSession = (sessionId: string) => {
  const t = useT();
  const query = useQuery({
    queryKey: rosterKeys.participantSession(sessionId),
    queryFn: () => callContract(participantSessionContract, { params: { id: sessionId } }),
    retry: false,
  });
  const { error } = query;
  const navigate = useNavigate();
  // Said once: a language switch does not say it again.
  useEffect(() => {
    // A session the participant is not registered for is no failure: the page says so.
    if (!error || hasStatus(error, 403)) return;
    if (hasStatus(error, 404)) toUnknownSessionPage(navigate, t);
    else showError(t("roster.detailsFailed"));
  }, [error, navigate]);
  return query;
};

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
    onError: (error) => showError(`${t("roster.errorPrefix")}${errorMessage(error, t)}`),
  });
};
