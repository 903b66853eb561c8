import { useQuery } from "@tanstack/react-query";
import { participantSurveyStatusContract, surveyDataContract, type SurveyType } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// The survey's query keys start with "survey", which no live topic names: what the screen read on
// opening stays as it was while the participant answers (§6: the submission status is checked on load).
export const evaluationKeys = {
  survey: (id: string, surveyType: SurveyType) => ["survey", "data", id, surveyType] as const,
  status: (sessionId: string, surveyType: SurveyType) => ["survey", "status", sessionId, surveyType] as const,
};

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
