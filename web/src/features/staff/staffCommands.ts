import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AddUser } from "@wellbeing/domain";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import { staffKeys } from "./staffQueries";

// The staff directory's commands. After each, the directory, pickers and dashboard figures reload.

const useRefreshAfter = () => {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: staffKeys.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.trainers });
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
  };
};

export interface UserAdded {
  readonly _id: string;
  readonly invitationSent: boolean;
}

export interface TrainerAdded {
  readonly alreadyInGroup: boolean;
  readonly newAccount: boolean;
  readonly emailSent: boolean;
}

export const useAddUser = () => {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: (user: AddUser) => api.post<UserAdded>("/api/users/", user), onSuccess: refresh });
};

export const useAddTrainer = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: (trainer: { email: string; name: string }) => api.post<TrainerAdded>("/api/users/local-leads/group", trainer),
    onSuccess: refresh,
  });
};

export const useRemoveTrainer = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ leadId, trainerId }: { leadId: string; trainerId: string }) =>
      api.delete<void>(`/api/local-lead/${encodeURIComponent(leadId)}/trainer/${encodeURIComponent(trainerId)}`),
    onSuccess: refresh,
  });
};

/** Archive or restore a staff member (admin). */
export const useArchiving = () => {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: "archive" | "restore" }) => api.post<void>(`/api/users/${encodeURIComponent(userId)}/${action}`),
    onSuccess: refresh,
  });
};

/** A trainer leaves a group by the e-mailed link; their own account (its local lead) changes too. */
export const useLeaveGroup = () => {
  const refresh = useRefreshAfter();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ leadId, trainerId }: { leadId: string; trainerId: string }) =>
      api.delete<void>(`/api/remove/${encodeURIComponent(leadId)}/${encodeURIComponent(trainerId)}`),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth });
    },
  });
};
