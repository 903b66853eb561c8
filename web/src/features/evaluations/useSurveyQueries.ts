import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { participantSurveyStatusContract, submitEvaluationContract, surveyDataContract, type SurveyType } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import { queryKeys } from "../../api/queryKeys";
import { evaluationKeys } from "./evaluationKeys";
import type { SubmissionBody } from "./surveySubmission";

/** GET /api/survey/:id/:type: the session's facts and the groups this person is asked, read once on opening. */
export const useSurveyData = (id: string, surveyType: SurveyType, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: evaluationKeys.survey(id, surveyType),
    queryFn: () => callContract(surveyDataContract, { params: { id, type: surveyType } }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** GET /api/participant: whether a participant may answer now (§6, §8); asked only of participants, once the session is known. */
export const useParticipantSurveyStatus = (sessionId: string | null, surveyType: SurveyType, isParticipant: boolean) =>
  useQuery({
    queryKey: evaluationKeys.status(sessionId ?? "", surveyType),
    queryFn: () => callContract(participantSurveyStatusContract, { search: new URLSearchParams({ sessionId: sessionId ?? "", surveyType }) }),
    enabled: isParticipant && sessionId !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

/** POST /api/survey/submit/; a recorded response changes the participant's home and the sessions' counts (and, after Train the Trainer, their pending step). */
export const useSubmitEvaluation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionBody) => callContract(submitEvaluationContract, { body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.auth });
    },
  });
};
