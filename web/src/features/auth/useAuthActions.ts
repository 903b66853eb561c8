import { useMutation, useQueryClient } from "@tanstack/react-query";
import { anonymousUser, logInContract, logOutContract, participantSignUpContract, pathTo, selectRoleContract, type AuthUser, type Role } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** Stores the account the server answered, so the guard and menu see it at once. */
export const useRememberUser = () => {
  const queryClient = useQueryClient();
  return (user: AuthUser) => queryClient.setQueryData(queryKeys.auth, user);
};

export interface LogInInput {
  readonly email: string;
  readonly password: string;
  readonly loginRole: "participant" | "staff";
}

export const useLogIn = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (input: LogInInput) => callContract(logInContract, { body: input }),
    onSuccess: remember,
  });
};

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
}

export const useParticipantSignUp = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (input: SignUpInput) => callContract(participantSignUpContract, { body: input }),
    onSuccess: remember,
  });
};

/** Chooses one of the person's accounts; null clears the choice (Switch Account). */
export const useSelectRole = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (role: Role | null) => callContract(selectRoleContract, { body: { role } }),
    onSuccess: remember,
  });
};

/** Forgets every cached answer of the person who was logged in: the app is logged out. */
export const useForgetSignedInUser = () => {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(queryKeys.auth, anonymousUser);
  };
};

/** Logs out, forgets every cached answer and goes to the log in screen. */
export const useLogOut = () => {
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => callContract(logOutContract),
    onSuccess: () => {
      forget();
      void navigate(pathTo("login"), { replace: true });
    },
  });
};
