import { useMutation, useQueryClient } from "@tanstack/react-query";
import { deleteSessionContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";

/**
 * DELETE /api/session-delete/:id. `onDeleted` leaves the session's screen first: its details are
 * then dropped from the cache, where a refetch would only meet a 404.
 */
export const useDeleteSession = (id: string, onDeleted: () => void) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callContract(deleteSessionContract, { params: { id } }),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: queryKeys.sessionDetails(id) });
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
    },
  });
};
