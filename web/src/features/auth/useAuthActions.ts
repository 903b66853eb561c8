import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pathTo, type Language, type Role } from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import { SIGNED_OUT, type AuthState, type SignedInUser } from "./authTypes";

/** Stores the account the server answered, so the guard and menu see it at once. */
export const useRememberUser = () => {
  const queryClient = useQueryClient();
  return (user: AuthState) => queryClient.setQueryData(queryKeys.auth, user);
};

export interface LogInInput {
  readonly email: string;
  readonly password: string;
  readonly loginRole: "participant" | "staff";
}

export const useLogIn = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (input: LogInInput) => api.post<SignedInUser>("/api/login", input),
    onSuccess: remember,
  });
};

export interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The language for everything sent to the person. */
  readonly language?: Language;
}

export const useParticipantSignUp = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (input: SignUpInput) => api.post<SignedInUser>("/api/participant", input),
    onSuccess: remember,
  });
};

/** Chooses one of the person's accounts; null clears the choice (Switch Account). */
export const useSelectRole = () => {
  const remember = useRememberUser();
  return useMutation({
    mutationFn: (role: Role | null) => api.post<SignedInUser>("/api/select-role", { role }),
    onSuccess: remember,
  });
};

/** Forgets every cached answer of the person who was logged in: the app is logged out. */
export const useForgetSignedInUser = () => {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
    queryClient.setQueryData(queryKeys.auth, SIGNED_OUT);
  };
};

/** Logs out, forgets every cached answer and goes to the log in screen. */
export const useLogOut = () => {
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<void>("/api/logout"),
    onSuccess: () => {
      forget();
      void navigate(pathTo("login"), { replace: true });
    },
  });
};
