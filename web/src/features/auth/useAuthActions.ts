import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  anonymousUser,
  logInContract,
  logOutContract,
  loginPathOf,
  participantSignUpContract,
  selectRoleContract,
  type AuthUser,
  type Language,
  type Role,
} from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { callContract } from "../../api/client";
import { authKeys } from "./queries";

/** Stores the account the server answered, so the guard and menu see it at once. */
export const useRememberUser = () => {
  const queryClient = useQueryClient();
  return (user: AuthUser) => queryClient.setQueryData(authKeys.me, user);
};

interface LogInInput {
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

interface SignUpInput {
  readonly name: string;
  readonly email: string;
  readonly password: string;
  /** The language for everything sent to the person. */
  readonly language?: Language;
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

/**
 * Forgets every cached answer of the person who was logged in: the app is logged out. The auth
 * answer is replaced in place (not cleared), so the header and menu already on screen see it.
 */
export const useForgetSignedInUser = () => {
  const queryClient = useQueryClient();
  return () => {
    queryClient.setQueryData(authKeys.me, anonymousUser);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
  };
};

/** Logs out, forgets every cached answer and goes to the log in screen of the account held (a participant's, or the staff one), or to `destination`. */
export const useLogOut = (destination?: string) => {
  const forget = useForgetSignedInUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(logOutContract),
    // Read before the request: a screen's read refused meanwhile may already have forgotten the account.
    onMutate: () => {
      const auth = queryClient.getQueryData<AuthUser>(authKeys.me);
      return destination ?? loginPathOf(auth?.isAuthenticated ? auth.role : null);
    },
    onSuccess: (_answer, _input, loginPath) => {
      forget();
      void navigate(loginPath, { replace: true, flushSync: true });
    },
  });
};
