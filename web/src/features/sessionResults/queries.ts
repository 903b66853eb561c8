import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathTo, sessionResponsesContract, type SurveyType } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { errorMessage, hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import { useLanguage } from "../../i18n/useT";
import { toUnknownSessionPage } from "../roster/useSessionFetchFailure";

// Starts with "sessions": a submission to the session is announced on that topic, so the results follow it live.
const topic = "sessions" satisfies LiveTopic;

export const sessionResultsKeys = {
  responses: (id: string, surveyType: SurveyType, language: string) => [topic, "results", id, surveyType, language] as const,
};

/**
 * A session survey's results, worded by the server in the language on screen. §8: a refusal (a trainer
 * who gave no access, or someone else's session) is `refusal`, the server's words, which the page says
 * in place however it was reached; an unknown session goes to /404err with its toast; anything else to /500err.
 */
export const useSessionResults = (id: string, surveyType: SurveyType) => {
  const { language, t } = useLanguage();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: sessionResultsKeys.responses(id, surveyType, language),
    queryFn: () => callContract(sessionResponsesContract, { params: { id, surveyType } }),
    placeholderData: keepPreviousData,
  });

  const { error } = query;
  // Said once: a language switch does not say it again.
  useEffect(() => {
    if (!error || hasStatus(error, 401)) return;
    if (hasStatus(error, 404)) return toUnknownSessionPage(navigate, t);
    if (hasStatus(error, 403)) return;
    void navigate(pathTo("serverError"), { replace: true });
  }, [error, navigate]);

  return { ...query, refusal: hasStatus(error, 403) ? errorMessage(error, t) : null };
};
