import { useMutation, useQueryClient } from "@tanstack/react-query";
import { choosePublicLeadsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { courseScheduleKeys } from "./queries";

/** POST /api/course-schedule/leads; the schedule and the lead list are read again (after the write). */
export const useChoosePublicLeads = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leads: ReadonlyArray<string>) => callContract(choosePublicLeadsContract, { body: { leads } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseScheduleKeys.all }),
  });
};
