import { useMutation, useQueryClient } from "@tanstack/react-query";
import { submitEvaluationContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { authKeys } from "../auth/queries";
import type { SubmissionBody } from "./surveySubmission";

/** POST /api/survey/submit/; a recorded response changes the participant's home and the sessions' counts (and, after Train the Trainer, their pending step). */
export const useSubmitEvaluation = () => {
  const queryClient = useQueryClient();
  const refresh = useRefreshTopics();
  return useMutation({
    mutationFn: (body: SubmissionBody) => callContract(submitEvaluationContract, { body }),
    onSuccess: () => {
      refresh("sessions");
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
};
