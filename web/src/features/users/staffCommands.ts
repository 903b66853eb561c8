import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  addTrainerToGroupContract,
  addUserContract,
  answerGroupInvitationContract,
  archiveStaffContract,
  moveTrainerToGroupContract,
  leaveGroupContract,
  removeTrainerFromGroupContract,
  restoreStaffContract,
  type AddUser,
  type WireAnswerOf,
} from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { authKeys } from "../auth/queries";

// The staff directory's commands. After each, the directory, pickers and dashboard figures reload.

const useRefreshAfter = () => {
  const refresh = useRefreshTopics();
  return () => refresh("users", "dashboard");
};

export type TrainerAdded = WireAnswerOf<typeof addTrainerToGroupContract>;

export const useAddUser = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (user: AddUser) => callContract(addUserContract, { body: user }), onSuccess: refresh });
};

export const useAddTrainer = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (trainer: { email: string; name: string }) => callContract(addTrainerToGroupContract, { body: trainer }),
    onSuccess: refresh,
  });
};

export const useRemoveTrainer = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ leadId, trainerId }: { leadId: string; trainerId: string }) =>
      callContract(removeTrainerFromGroupContract, { params: { leadId, trainerId } }),
    onSuccess: refresh,
  });
};

/** Archive or restore a staff member (admin). */
export const useArchiving = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: "archive" | "restore" }) =>
      callContract(action === "archive" ? archiveStaffContract : restoreStaffContract, { params: { id: userId } }),
    onSuccess: refresh,
  });
};

/** A trainer leaves a group by the e-mailed link; their own account (its local lead) changes too. */
export const useLeaveGroup = () => {
  const refresh = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, trainerId }: { leadId: string; trainerId: string }) =>
      callContract(leaveGroupContract, { params: { localLeadId: leadId, trainerId } }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
};

/** The invited trainer accepts or declines a local lead's invitation; their own account (its local lead) changes too. */
export const useAnswerGroupInvitation = () => {
  const refresh = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ localLeadId, answer }: { localLeadId: string; answer: "accept" | "decline" }) =>
      callContract(answerGroupInvitationContract, { params: { localLeadId }, body: { answer } }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
};

/** An admin moves a trainer into a local lead's group. */
export const useMoveTrainer = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ trainerId, localLeadId }: { trainerId: string; localLeadId: string }) =>
      callContract(moveTrainerToGroupContract, { params: { id: trainerId }, body: { localLeadId } }),
    onSuccess: refresh,
  });
};
