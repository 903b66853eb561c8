import { useMutation } from "@tanstack/react-query";
import { saveSurveyProgressContract, type FormState, type SurveyDataAnswer } from "@wellbeing/domain";
import { useEffect, useRef } from "react";
import { callContract } from "../../api/client";

/** How long the answers rest before they are saved: one save for a burst of typing. */
const SAVE_PROGRESS_DELAY_MS = 1000;

/**
 * Saves a participant's answers as they go (PUT /api/survey/progress), so they carry on from any device.
 * Only changes are saved (not what was loaded); a failed save is left for the next change to retry,
 * and the submission carries every answer anyway.
 */
export const useSaveProgress = (survey: SurveyDataAnswer, formState: FormState, isParticipant: boolean): void => {
  const save = useMutation({
    mutationFn: (answers: FormState) =>
      callContract(saveSurveyProgressContract, { body: { sessionId: survey.sessionId, surveyType: survey.surveyType, formState: answers } }),
  });
  const { mutate } = save;
  const loaded = useRef(formState);
  useEffect(() => {
    if (!isParticipant || formState === loaded.current) return;
    const timer = setTimeout(() => mutate(formState), SAVE_PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formState, isParticipant, mutate]);
};
