import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const LoginPage = lazyScreen(() => import("./LoginPage"), "LoginPage");
const ParticipantSignUpPage = lazyScreen(() => import("./ParticipantSignUpPage"), "ParticipantSignUpPage");
const DecideRolePage = lazyScreen(() => import("./DecideRolePage"), "DecideRolePage");
const ForgotPasswordPage = lazyScreen(() => import("./ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = lazyScreen(() => import("./ResetPasswordPage"), "ResetPasswordPage");

export const authRoutes: ReadonlyArray<AppRoute> = [
  { route: "login", screen: <LoginPage audience="staff" /> },
  { route: "participantLogin", screen: <LoginPage audience="participant" /> },
  { route: "participantSignUp", screen: <ParticipantSignUpPage /> },
  { route: "decideRole", screen: <DecideRolePage /> },
  { route: "forgetPassword", screen: <ForgotPasswordPage /> },
  { route: "resetPassword", screen: <ResetPasswordPage /> },
];
