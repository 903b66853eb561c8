import { ROUTES, type RouteKey } from "@wellbeing/domain";
import { Suspense, lazy, type ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { DecideRolePage } from "../features/auth/DecideRolePage";
import { ForgotPasswordPage } from "../features/auth/ForgotPasswordPage";
import { LoginPage } from "../features/auth/LoginPage";
import { ParticipantSignUpPage } from "../features/auth/ParticipantSignUpPage";
import { ResetPasswordPage } from "../features/auth/ResetPasswordPage";
import { VerifyEmailPage } from "../features/account/VerifyEmailPage";
import { ParticipantHomePage } from "../features/dashboard/ParticipantHomePage";
import { RouteGuard } from "../features/auth/RouteGuard";
import { CourseSchedulePage } from "../features/courseSchedule/CourseSchedulePage";
import { StaffDashboardPage } from "../features/dashboard/StaffDashboardPage";
import { ParticipantSessionDetailsPage } from "../features/roster/ParticipantSessionDetailsPage";
import { RegistrationPage } from "../features/roster/RegistrationPage";
import { ErrorPage } from "../features/errors/ErrorPage";
import { RouteCrash } from "../features/errors/RouteCrash";
import { AvailableSessionsPage } from "../features/sessionLists/AvailableSessionsPage";
import { WelcomePage } from "../features/welcome/WelcomePage";
import { LoadingState } from "../ui/LoadingState";
import { NotAvailableYet } from "../ui/NotAvailableYet";
import { AppLayout } from "./AppLayout";

// The route table of §2.1: every route of the domain's list, behind the access guard of §2.2.

// Staff screens load on demand: most visitors (participants, logged-out) never need their code.
const CreateSessionPage = lazy(() => import("../features/sessions/CreateSessionPage").then((m) => ({ default: m.CreateSessionPage })));
const SessionDetailsPage = lazy(() => import("../features/sessions/SessionDetailsPage").then((m) => ({ default: m.SessionDetailsPage })));
const SessionCreatedPage = lazy(() => import("../features/sessionMail/SessionCreatedPage").then((m) => ({ default: m.SessionCreatedPage })));
const TrainersPage = lazy(() => import("../features/staff/TrainersPage").then((m) => ({ default: m.TrainersPage })));
const ParticipantsPage = lazy(() => import("../features/staff/ParticipantsPage").then((m) => ({ default: m.ParticipantsPage })));
const AddUserPage = lazy(() => import("../features/staff/AddUserPage").then((m) => ({ default: m.AddUserPage })));
const AddTrainerPage = lazy(() => import("../features/staff/AddTrainerPage").then((m) => ({ default: m.AddTrainerPage })));
const LeaveGroupPage = lazy(() => import("../features/staff/LeaveGroupPage").then((m) => ({ default: m.LeaveGroupPage })));
const EditSessionPage = lazy(() => import("../features/sessions/EditSessionPage").then((m) => ({ default: m.EditSessionPage })));
const MyAccountPage = lazy(() => import("../features/account/MyAccountPage").then((m) => ({ default: m.MyAccountPage })));
const ChangePasswordPage = lazy(() => import("../features/account/ChangePasswordPage").then((m) => ({ default: m.ChangePasswordPage })));
const PrintSessionPage = lazy(() => import("../features/print/PrintSessionPage").then((m) => ({ default: m.PrintSessionPage })));
const SessionListPage = lazy(() => import("../features/sessionLists/SessionListPage").then((m) => ({ default: m.SessionListPage })));

/** The screens built so far; every other route shows a "not available yet" page. */
const SCREENS: Partial<Record<RouteKey, ReactNode>> = {
  welcome: <WelcomePage />,
  login: <LoginPage audience="staff" />,
  participantLogin: <LoginPage audience="participant" />,
  participantSignUp: <ParticipantSignUpPage />,
  decideRole: <DecideRolePage />,
  forgetPassword: <ForgotPasswordPage />,
  resetPassword: <ResetPasswordPage />,
  verifyEmail: <VerifyEmailPage />,
  participantDashboard: <ParticipantHomePage />,
  myAccount: <MyAccountPage />,
  changePassword: <ChangePasswordPage />,
  dashboard: <StaffDashboardPage />,
  createSession: <CreateSessionPage />,
  sessionCreated: <SessionCreatedPage />,
  sessionDetails: <SessionDetailsPage />,
  trainers: <TrainersPage />,
  participants: <ParticipantsPage />,
  addUser: <AddUserPage />,
  addTrainer: <AddTrainerPage />,
  leaveGroup: <LeaveGroupPage />,
  sessionEdit: <EditSessionPage />,
  print: <PrintSessionPage />,
  mySessions: <SessionListPage kind="mine" />,
  allSessions: <SessionListPage kind="all" />,
  groupSessions: <SessionListPage kind="group" />,
  trainerSessions: <SessionListPage kind="trainer" />,
  availableSessions: <AvailableSessionsPage />,
  courseSchedule: <CourseSchedulePage />,
  register: <RegistrationPage />,
  participantSessionDetails: <ParticipantSessionDetailsPage />,
  unauthorized: <ErrorPage kind="unauthorized" />,
  notFound: <ErrorPage kind="notFound" />,
  serverError: <ErrorPage kind="serverError" />,
};

/** Each route's name, as the not-available page and the browser tab call it. */
const TITLES: Record<RouteKey, string> = {
  welcome: "Welcome",
  login: "Log in",
  participantSignUp: "Sign up",
  participantLogin: "Participant log in",
  howItWorks: "How this tool works",
  decideRole: "Choose an account",
  unauthorized: "Not authorised",
  certifiedTrainer: "Certified trainer",
  tttSignUp: "Sign up as a trainer",
  dashboard: "Dashboard",
  createSession: "Create New Session",
  sessionCreated: "Session created",
  survey: "Evaluation",
  sessionDetails: "Manage Session",
  sessionEdit: "Edit Session",
  myAccount: "Account details",
  changePassword: "Change your password",
  trainerAdvice: "Trainer Advice",
  mySessions: "Your Sessions",
  allSessions: "All Sessions",
  register: "Registration",
  availableSessions: "Available sessions",
  courseSchedule: "Course Schedule",
  chooseCourse: "Choose a course",
  chooseCourseMaterials: "Materials",
  trainerResults: "Evaluation results",
  trainerSessions: "Trainer Sessions",
  leaveGroup: "Leave group",
  surveyResults: "Evaluation results",
  trainerThankYou: "Thank you",
  groupSessions: "Group Sessions",
  groupResults: "Group results",
  trainers: "Trainers & Local Leads",
  participants: "Participants",
  addTrainer: "Add Trainer",
  addUser: "Add New User",
  forgetPassword: "Forgot password",
  resetPassword: "Reset password",
  verifyEmail: "Verify your e-mail address",
  participantDashboard: "Participant dashboard",
  participantProgress: "My course",
  participantSessions: "Completed Sessions",
  participantSessionDetails: "Session details",
  participantMaterials: "Materials",
  participantThankYou: "Thank you",
  print: "Print",
  certificate: "Certificate",
  notFound: "Page not found",
  serverError: "Server error",
};

const routeKeys = Object.keys(ROUTES) as RouteKey[];

const guardedRoutes: RouteObject[] = routeKeys.map((key) => ({
  path: ROUTES[key].path,
  element: (
    <RouteGuard access={ROUTES[key].access}>
      <Suspense fallback={<LoadingState />}>{SCREENS[key] ?? <NotAvailableYet title={TITLES[key]} />}</Suspense>
    </RouteGuard>
  ),
}));

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteCrash />,
    children: [
      {
        // A crashed screen shows inside the app's frame, menu still usable.
        errorElement: <RouteCrash />,
        children: [...guardedRoutes, { path: "*", element: <ErrorPage kind="notFound" /> }],
      },
    ],
  },
];
