import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteSessionContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { sessionKeys } from "./queries";

/**
 * DELETE /api/session-delete/:id. `onDeleted` leaves the session's screen first: its details are
 * then dropped from the cache, where a refetch would only meet a 404.
 */
export const useDeleteSession = (id: string, onDeleted: () => void) => {
  const queryClient = useQueryClient();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: () => callContract(deleteSessionContract, { params: { id } }),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: sessionKeys.details(id) });
      refresh("sessions", "dashboard");
    },
  });
};
