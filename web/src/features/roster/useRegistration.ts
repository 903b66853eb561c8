import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { confirmRegistrationContract, publicSessionContract, registrationStateContract } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { rosterKeys } from "./rosterKeys";

/** The session a registration page is for, by short id (public). */
export const usePublicSession = (shortId: string) =>
  useQuery({
    queryKey: rosterKeys.publicSession(shortId),
    queryFn: () => callContract(publicSessionContract, { params: { shortId } }),
    retry: false,
  });

/** Whether the session still takes registrations, and whether the visitor already has one. */
export const useRegistrationState = (shortId: string, visitorKey: string) =>
  useQuery({
    queryKey: [...rosterKeys.registration(shortId), visitorKey],
    queryFn: () => callContract(registrationStateContract, { params: { shortId } }),
  });

/** PATCH confirm-email: registers the participant with their account's address (§2.12, §7, §8). */
export const useRegister = (sessionId: string) => {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ email, message }: { email: string; message: string }) =>
      callContract(confirmRegistrationContract, {
        params: { sessionId },
        body: { email, message: message === "" ? null : message, status: "confirmed" },
      }),
    onError: (error) => showError(`${t("roster.errorPrefix")}${errorMessage(error, t)}`),
    // Registered, or refused because the session filled up meanwhile: the page shows it either way.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
};
