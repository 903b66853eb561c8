import { useMutation, useQueryClient } from "@tanstack/react-query";
import { editSessionContract, type SessionForm } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** PATCH /api/session-edit/:id with the session form. */
export const useEditSession = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SessionForm) => callContract(editSessionContract, { params: { id }, body: form }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
