import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { decideLocalLeadRequestContract, localLeadRequestsContract, type LocalLeadDecision } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

// Requests for a local lead account (admins). Keys start with "users": a live push on that topic refreshes them.

export const localLeadRequestKeys = { all: ["users", "local-lead-requests"] as const };

/** The requests waiting for a decision, oldest first. */
export const useLocalLeadRequests = (enabled: boolean) =>
  useQuery({ queryKey: localLeadRequestKeys.all, queryFn: () => callContract(localLeadRequestsContract), select: (answer) => answer.requests, enabled });

/** Approve or decline one; the directory and the figures reload. */
export const useDecideLocalLeadRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: LocalLeadDecision }) =>
      callContract(decideLocalLeadRequestContract, { params: { id: userId }, body: { decision } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["users"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.trainers });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
