import { useMutation } from "@tanstack/react-query";
import { addSessionContract, type SessionForm } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";

export const useAddSession = () => {
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (form: SessionForm) => callContract(addSessionContract, { body: form }),
    onSuccess: () => {
      refresh("sessions", "dashboard");
    },
  });
};
