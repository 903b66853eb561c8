import type { AppRoute } from "../../routing/appRoute";
import { lazyScreen } from "../../routing/lazyScreen";

const VerifyEmailPage = lazyScreen(() => import("./VerifyEmailPage"), "VerifyEmailPage");
const MyAccountPage = lazyScreen(() => import("./MyAccountPage"), "MyAccountPage");
const ChangePasswordPage = lazyScreen(() => import("./ChangePasswordPage"), "ChangePasswordPage");
const TrainersPage = lazyScreen(() => import("./TrainersPage"), "TrainersPage");
const ParticipantsPage = lazyScreen(() => import("./ParticipantsPage"), "ParticipantsPage");
const AddUserPage = lazyScreen(() => import("./AddUserPage"), "AddUserPage");
const AddTrainerPage = lazyScreen(() => import("./AddTrainerPage"), "AddTrainerPage");
const LeaveGroupPage = lazyScreen(() => import("./LeaveGroupPage"), "LeaveGroupPage");
const GroupInvitationPage = lazyScreen(() => import("./GroupInvitationPage"), "GroupInvitationPage");

export const usersRoutes: ReadonlyArray<AppRoute> = [
  { route: "verifyEmail", screen: <VerifyEmailPage /> },
  { route: "myAccount", screen: <MyAccountPage /> },
  { route: "changePassword", screen: <ChangePasswordPage /> },
  { route: "trainers", screen: <TrainersPage /> },
  { route: "participants", screen: <ParticipantsPage /> },
  { route: "addUser", screen: <AddUserPage /> },
  { route: "addTrainer", screen: <AddTrainerPage /> },
  { route: "leaveGroup", screen: <LeaveGroupPage /> },
  { route: "groupInvitation", screen: <GroupInvitationPage /> },
];
