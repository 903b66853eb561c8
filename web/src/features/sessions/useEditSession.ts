import { useMutation } from "@tanstack/react-query";
import { editSessionContract, type SessionForm } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";

/** PATCH /api/session-edit/:id with the session form. */
export const useEditSession = (id: string) => {
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (form: SessionForm) => callContract(editSessionContract, { params: { id }, body: form }),
    onSuccess: () => {
      refresh("sessions", "dashboard");
    },
  });
};
