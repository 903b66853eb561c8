import { ROUTES, type RouteKey } from "@wellbeing/domain";
import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router-dom";
import { RouteGuard } from "../features/auth/RouteGuard";
import { ErrorPage } from "../features/errors/ErrorPage";
import { WelcomePage } from "../features/welcome/WelcomePage";
import { LoadingState } from "../ui/LoadingState";
import { NotAvailableYet } from "../ui/NotAvailableYet";
import { AppLayout } from "./AppLayout";
import { lazyScreen } from "../routing/lazyScreen";
import { ScreenCrashBoundary } from "./ScreenCrashBoundary";

// The route table of §2.1: every route of the domain's list, behind the access guard of §2.2.

// Every screen but the welcome page loads on demand: the first visit fetches only what the welcome page
// needs (issue 11's budget), and each visitor later fetches only the screens they open.
const LoginPage = lazyScreen(() => import("../features/auth/LoginPage"), "LoginPage");
const ParticipantSignUpPage = lazyScreen(() => import("../features/auth/ParticipantSignUpPage"), "ParticipantSignUpPage");
const DecideRolePage = lazyScreen(() => import("../features/auth/DecideRolePage"), "DecideRolePage");
const ForgotPasswordPage = lazyScreen(() => import("../features/auth/ForgotPasswordPage"), "ForgotPasswordPage");
const ResetPasswordPage = lazyScreen(() => import("../features/auth/ResetPasswordPage"), "ResetPasswordPage");
const VerifyEmailPage = lazyScreen(() => import("../features/users/VerifyEmailPage"), "VerifyEmailPage");
const ParticipantHomePage = lazyScreen(() => import("../features/participantHome/ParticipantHomePage"), "ParticipantHomePage");
const MyCoursePage = lazyScreen(() => import("../features/participantHome/MyCoursePage"), "MyCoursePage");
const CompletedSessionsPage = lazyScreen(() => import("../features/participantHome/CompletedSessionsPage"), "CompletedSessionsPage");
const StaffHomePage = lazyScreen(() => import("../features/staffHome/StaffHomePage"), "StaffHomePage");
const CourseSchedulePage = lazyScreen(() => import("../features/courseSchedule/CourseSchedulePage"), "CourseSchedulePage");
const RegistrationPage = lazyScreen(() => import("../features/roster/RegistrationPage"), "RegistrationPage");
const ParticipantSessionDetailsPage = lazyScreen(() => import("../features/roster/ParticipantSessionDetailsPage"), "ParticipantSessionDetailsPage");
const AvailableSessionsPage = lazyScreen(() => import("../features/sessionLists/AvailableSessionsPage"), "AvailableSessionsPage");
const CreateSessionPage = lazyScreen(() => import("../features/sessions/CreateSessionPage"), "CreateSessionPage");
const SessionDetailsPage = lazyScreen(() => import("../features/sessions/SessionDetailsPage"), "SessionDetailsPage");
const SessionCreatedPage = lazyScreen(() => import("../features/sessionMail/SessionCreatedPage"), "SessionCreatedPage");
const TrainersPage = lazyScreen(() => import("../features/users/TrainersPage"), "TrainersPage");
const ParticipantsPage = lazyScreen(() => import("../features/users/ParticipantsPage"), "ParticipantsPage");
const AddUserPage = lazyScreen(() => import("../features/users/AddUserPage"), "AddUserPage");
const AddTrainerPage = lazyScreen(() => import("../features/users/AddTrainerPage"), "AddTrainerPage");
const LeaveGroupPage = lazyScreen(() => import("../features/users/LeaveGroupPage"), "LeaveGroupPage");
const GroupInvitationPage = lazyScreen(() => import("../features/users/GroupInvitationPage"), "GroupInvitationPage");
const EditSessionPage = lazyScreen(() => import("../features/sessions/EditSessionPage"), "EditSessionPage");
const MyAccountPage = lazyScreen(() => import("../features/users/MyAccountPage"), "MyAccountPage");
const ChangePasswordPage = lazyScreen(() => import("../features/users/ChangePasswordPage"), "ChangePasswordPage");
const PrintSessionPage = lazyScreen(() => import("../features/print/PrintSessionPage"), "PrintSessionPage");
const SessionListPage = lazyScreen(() => import("../features/sessionLists/SessionListPage"), "SessionListPage");
const TermsPage = lazyScreen(() => import("../features/legal/TermsPage"), "TermsPage");
const PrivacyPage = lazyScreen(() => import("../features/legal/PrivacyPage"), "PrivacyPage");
const ChooseCourseMaterialsPage = lazyScreen(() => import("../features/materials/ChooseCourseMaterialsPage"), "ChooseCourseMaterialsPage");
const MaterialsPage = lazyScreen(() => import("../features/materials/MaterialsPage"), "MaterialsPage");
const SurveyPage = lazyScreen(() => import("../features/evaluations/SurveyPage"), "SurveyPage");
const ParticipantThankYouPage = lazyScreen(() => import("../features/evaluations/ParticipantThankYouPage"), "ParticipantThankYouPage");
const TrainerThankYouPage = lazyScreen(() => import("../features/evaluations/TrainerThankYouPage"), "TrainerThankYouPage");
const TrainerSignUpPage = lazyScreen(() => import("../features/trainerUpgrade/TrainerSignUpPage"), "TrainerSignUpPage");
const HowItWorksPage = lazyScreen(() => import("../features/trainerUpgrade/HowItWorksPage"), "HowItWorksPage");
const TrainerAdvicePage = lazyScreen(() => import("../features/trainerUpgrade/TrainerAdvicePage"), "TrainerAdvicePage");
const AuditTrailPage = lazyScreen(() => import("../features/audit/AuditTrailPage"), "AuditTrailPage");
const CertificatePage = lazyScreen(() => import("../features/certificates/CertificatePage"), "CertificatePage");
const VerifyCertificatePage = lazyScreen(() => import("../features/certificates/VerifyCertificatePage"), "VerifyCertificatePage");
const CertifiedTrainerPage = lazyScreen(() => import("../features/certificates/CertifiedTrainerPage"), "CertifiedTrainerPage");
const SessionResultsPage = lazyScreen(() => import("../features/sessionResults/SessionResultsPage"), "SessionResultsPage");
const ErrorReportsPage = lazyScreen(() => import("../features/errorReports/ErrorReportsPage"), "ErrorReportsPage");
const ResultsPage = lazyScreen(() => import("../features/results/ResultsPage"), "ResultsPage");
const GroupResultsPage = lazyScreen(() => import("../features/results/GroupResultsPage"), "GroupResultsPage");
const ChooseCoursePage = lazyScreen(() => import("../features/results/ChooseCoursePage"), "ChooseCoursePage");

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
  participantProgress: <MyCoursePage />,
  participantSessions: <CompletedSessionsPage />,
  myAccount: <MyAccountPage />,
  changePassword: <ChangePasswordPage />,
  dashboard: <StaffHomePage />,
  createSession: <CreateSessionPage />,
  sessionCreated: <SessionCreatedPage />,
  sessionDetails: <SessionDetailsPage />,
  trainers: <TrainersPage />,
  participants: <ParticipantsPage />,
  addUser: <AddUserPage />,
  addTrainer: <AddTrainerPage />,
  leaveGroup: <LeaveGroupPage />,
  groupInvitation: <GroupInvitationPage />,
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
  chooseCourseMaterials: <ChooseCourseMaterialsPage />,
  participantMaterials: <MaterialsPage />,
  terms: <TermsPage />,
  privacy: <PrivacyPage />,
  survey: <SurveyPage />,
  participantThankYou: <ParticipantThankYouPage />,
  trainerThankYou: <TrainerThankYouPage />,
  auditTrail: <AuditTrailPage />,
  unauthorized: <ErrorPage kind="unauthorized" />,
  notFound: <ErrorPage kind="notFound" />,
  serverError: <ErrorPage kind="serverError" />,
  tttSignUp: <TrainerSignUpPage />,
  howItWorks: <HowItWorksPage />,
  trainerAdvice: <TrainerAdvicePage />,
  certificate: <CertificatePage />,
  verifyCertificate: <VerifyCertificatePage />,
  certifiedTrainer: <CertifiedTrainerPage />,
  surveyResults: <SessionResultsPage />,
  errorReports: <ErrorReportsPage />,
  trainerResults: <ResultsPage />,
  groupResults: <GroupResultsPage />,
  chooseCourse: <ChooseCoursePage />,
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
  groupInvitation: "Invitation to join a group",
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
  terms: "Terms and conditions",
  privacy: "Privacy notice",
  auditTrail: "Event history",
  notFound: "Page not found",
  serverError: "Server error",
  verifyCertificate: "Verify a certificate",
  errorReports: "Error reports",
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

// A crash outside the screens (the frame itself) is caught by the app's top-level boundary (App.tsx).
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        element: <ScreenCrashBoundary />,
        children: [...guardedRoutes, { path: "*", element: <ErrorPage kind="notFound" /> }],
      },
    ],
  },
];
