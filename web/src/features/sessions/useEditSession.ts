import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SessionForm } from "@wellbeing/domain";
import { api } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/** PATCH /api/session-edit/:id with the session form. */
export const useEditSession = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SessionForm) => api.patch<{ id: string }>(`/api/session-edit/${encodeURIComponent(id)}`, form),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
