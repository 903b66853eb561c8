import { useMutation } from "@tanstack/react-query";
import { decideLocalLeadRequestContract, type LocalLeadDecision } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";

/** Approve or decline one; the requests, the directory and the figures reload. */
export const useDecideLocalLeadRequest = () => {
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: ({ userId, decision }: { userId: string; decision: LocalLeadDecision }) =>
      callContract(decideLocalLeadRequestContract, { params: { id: userId }, body: { decision } }),
    onSuccess: () => refresh("users", "dashboard"),
  });
};
