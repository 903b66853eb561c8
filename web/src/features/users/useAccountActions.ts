import { useMutation } from "@tanstack/react-query";
import {
  changePasswordContract,
  deleteAccountContract,
  forgotPasswordContract,
  pathTo,
  resetPasswordContract,
  updateAccountDetailsContract,
  type AccountDetails,
} from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { showSuccess } from "../../ui/toaster";
import { useForgetSignedInUser, useRememberUser } from "../auth/useAuthActions";

/** GET /api/users/forget-password: e-mails a reset link (the answer is the same for any address). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (email: string) => callContract(forgotPasswordContract, { search: new URLSearchParams({ email }) }) });

export const useResetPassword = () =>
  useMutation({ mutationFn: (input: { token: string; newPassword: string }) => callContract(resetPasswordContract, { body: input }) });

interface ChangePasswordInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly reNewPassword: string;
  readonly userId: string;
}

export const useChangePassword = () => useMutation({ mutationFn: (input: ChangePasswordInput) => callContract(changePasswordContract, { body: input }) });

/** PATCH /api/my-account: the saved account replaces the cached one; screens showing names refresh. */
export const useUpdateAccount = () => {
  const remember = useRememberUser();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (details: AccountDetails) => callContract(updateAccountDetailsContract, { body: details }),
    onSuccess: (user) => {
      remember(user);
      refresh("sessions", "users");
    },
  });
};

/** DELETE /api/users/:id (own account): the server logs the person out; so does the app, on the welcome page, saying it is done. */
export const useDeleteAccount = () => {
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (userId: string) => callContract(deleteAccountContract, { params: { id: userId } }),
    onSuccess: ({ message }) => {
      forget();
      showSuccess(message);
      // At once: left to a transition, the guard of the account page would first send the logged-out visitor to log in.
      void navigate(pathTo("welcome"), { replace: true, flushSync: true });
    },
  });
};
