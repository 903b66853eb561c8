import { useMutation, useQueryClient } from "@tanstack/react-query";
import { addSessionContract, type SessionForm } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

export const useAddSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SessionForm) => callContract(addSessionContract, { body: form }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
