import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { nextModulesContract, participantProgressContract, participantResponsesContract, type MessageKey } from "@wellbeing/domain";
import { useEffect } from "react";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";

// Starts with "sessions": the live topic the roster announces to a participant when their registrations
// or evaluations change, so the home follows without a reload.
const topic = "sessions" satisfies LiveTopic;

export const participantHomeKeys = {
  progress: [topic, "participant", "progress"] as const,
  responses: [topic, "participant", "responses"] as const,
  nextModules: [topic, "participant", "next-modules"] as const,
};

/** A failed fetch says so once in a toast, in the words of §8. */
const useFailureToast = <Data>(query: UseQueryResult<Data>, text: MessageKey): UseQueryResult<Data> => {
  const t = useT();
  const { error } = query;
  // Said once: a language switch does not say it again.
  useEffect(() => {
    if (error) showError(t(text));
  }, [error, text]);
  return query;
};

/** The participant's sessions, upcoming and completed (GET /api/participant/progress). */
export const useParticipantProgress = () =>
  useFailureToast(
    useQuery({ queryKey: participantHomeKeys.progress, queryFn: () => callContract(participantProgressContract) }),
    "ui.errorWentWrongCapitalised",
  );

/** Which evaluations the participant has given (GET /api/participant/responses). */
export const useParticipantResponses = () =>
  useFailureToast(useQuery({ queryKey: participantHomeKeys.responses, queryFn: () => callContract(participantResponsesContract) }), "ui.errorWentWrong");

/** After a finished module: the next one per course and its sessions near the participant (GET /api/participant/next-modules). */
export const useNextModules = () =>
  useFailureToast(useQuery({ queryKey: participantHomeKeys.nextModules, queryFn: () => callContract(nextModulesContract) }), "ui.errorWentWrong");
