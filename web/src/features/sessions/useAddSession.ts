import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionForm } from "@wellbeing/domain";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import type { CreatedSession } from "./sessionTypes";

export const useAddSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SessionForm) => api.post<CreatedSession>("/api/add-session", form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
