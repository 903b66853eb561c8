import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendEmailVerificationContract, verifyEmailContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { authKeys } from "../auth/queries";

/** POST /api/users/verification-email: a new link to whichever address awaits proof. */
export const useResendVerification = () => useMutation({ mutationFn: () => callContract(sendEmailVerificationContract) });

/** POST /api/users/verify-email: follows a link; the auth user and the person's sessions are read again (registrations may now be theirs). */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (token: string) => callContract(verifyEmailContract, { body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      refresh("sessions");
    },
  });
};
