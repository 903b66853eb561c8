import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

interface VerificationSent {
  readonly message: string;
  readonly email: string;
}

/** POST /api/users/verification-email: a new link to whichever address awaits proof. */
export const useResendVerification = () =>
  useMutation({ mutationFn: () => api.post<VerificationSent>("/api/users/verification-email") });

/** POST /api/users/verify-email: follows a link; the auth user and the person's sessions are read again (registrations may now be theirs). */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ readonly message: string }>("/api/users/verify-email", { token }),
    onSuccess: () => {
      for (const key of [queryKeys.auth, ["sessions"]]) void queryClient.invalidateQueries({ queryKey: key });
    },
  });
};
