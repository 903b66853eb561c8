import { NoContent, defineContract, requestPart } from "../http/contract";
import { AuthUserAnswer, SignedInUserAnswer } from "./user";
import { LogIn, ParticipantSignUp, SelectRole } from "./forms";

// The HTTP contracts of logging in and out, signing up and choosing the account (§2.5, §7).

export const authUserContract = defineContract({
  method: "GET",
  path: "/api/users/auth",
  // Who the cookie belongs to is read from the person's own user stream, never a read model.
  readModels: [],
  summary: "Who the session cookie belongs to, and as which account",
  audience: "anonymous",
  answer: AuthUserAnswer,
});

export const logInContract = defineContract({
  method: "POST",
  path: "/api/login",
  summary: "Log in (sets the session cookie)",
  audience: "anonymous",
  also: [429],
  body: requestPart(LogIn),
  answer: SignedInUserAnswer,
});

export const participantSignUpContract = defineContract({
  method: "POST",
  path: "/api/participant",
  summary: "Sign up as a participant (sets the session cookie; a link to prove the address is e-mailed)",
  audience: "anonymous",
  also: [429],
  body: requestPart(ParticipantSignUp),
  answer: SignedInUserAnswer,
  status: 201,
});

export const selectRoleContract = defineContract({
  method: "POST",
  path: "/api/select-role",
  summary: "Choose which of the person's accounts to act as (null clears the choice)",
  audience: "account",
  body: requestPart(SelectRole),
  answer: SignedInUserAnswer,
});

export const logOutContract = defineContract({
  method: "POST",
  path: "/api/logout",
  summary: "Log out: this session ends for good (a copy of its cookie no longer works either); without one, only the cookie is cleared",
  audience: "anonymous",
  answer: NoContent,
});

export const AUTH_CONTRACTS = [authUserContract, logInContract, logOutContract, participantSignUpContract, selectRoleContract] as const;
