import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  cancelScheduledEmailContract,
  pathTo,
  scheduleSessionEmailContract,
  sendSessionEmailContract,
  sendSurveyEmailContract,
  surveyLinkPath,
  type LinkedSession,
  type Translate,
} from "@wellbeing/domain";
import { useNavigate } from "react-router-dom";
import { errorMessage, hasStatus, isApiError } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useRefreshTopics } from "../../api/useRefreshTopics";
import { useT } from "../../i18n/useT";
import { showError, showSuccess, showWarning } from "../../ui/toaster";
import { sessionMailKeys } from "./queries";
import type { EmailOrder } from "./types";

/** The server's words for a refusal: the field's message when it named one. */
const serverError = (error: unknown, t: Translate): string => (isApiError(error) ? Object.values(error.fields)[0] : undefined) ?? errorMessage(error, t);

/** The server refused to schedule an e-mail already scheduled (same kind, recipients and time) until the person confirms. */
export const isDuplicateSchedule = (error: unknown): boolean => isApiError(error) && error.status === 409 && error.fields.confirmDuplicate !== undefined;

/** §8: attendee update, send, schedule and cancel failures read 'Error!, ' and the server's error. */
const showFailure = (t: Translate) => (error: unknown) => showError(`${t("ui.errorPrefix")}${serverError(error, t)}`);

/**
 * Sends now: invitations and reminders to the session's endpoint, survey links to the survey one (§7).
 * `sendId` names the e-mail as composed: sent again, it reaches only the recipients not reached yet.
 * Addresses the mail server refused are named in a warning that stays until it is closed.
 */
export const useSendEmail = (session: LinkedSession & { readonly id: string }) => {
  const t = useT();
  const refresh = useRefreshTopics();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ order, sendId }: { order: EmailOrder; sendId: string }) =>
      order.kind === "surveyLink"
        ? callContract(sendSurveyEmailContract, {
            body: {
              sessionId: session.id,
              surveyURL: `${window.location.origin}${surveyLinkPath(session, order.surveyType ?? "post")}`,
              participantsList: order.recipients,
              surveyType: order.surveyType,
              extraInformation: order.extraInformation,
              sendId,
            },
          })
        : callContract(sendSessionEmailContract, {
            params: { sessionId: session.id },
            search: `type=${order.kind}`,
            body: { recipients: order.recipients, extraInformation: order.extraInformation, sendId },
          }),
    onSuccess: (answer) => {
      if (answer.notReached.length === 0) showSuccess(answer.message);
      else showWarning(answer.message, 0);
      refresh("sessions");
    },
    onError: (error, { order }) => {
      // §8: a survey e-mail that fails for any reason but a refusal of the input goes to the 404 page.
      if (order.kind === "surveyLink" && !hasStatus(error, 400)) {
        showError(t("ui.errorWentWrongCapitalised"));
        void navigate(pathTo("notFound"));
      } else showFailure(t)(error);
    },
  });
};

/** What Schedule Email asks for: the e-mail, its time, and whether the person confirmed a second identical one. */
export interface ScheduleRequest {
  readonly order: EmailOrder;
  readonly date: string;
  readonly confirmDuplicate?: boolean;
}

/** Schedules an e-mail; a duplicate's refusal is the screen's to turn into its warning (isDuplicateSchedule), any other says §8's words. */
export const useScheduleEmail = (sessionId: string) => {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ order, date, confirmDuplicate = false }: ScheduleRequest) =>
      callContract(scheduleSessionEmailContract, {
        params: { sessionId },
        body: {
          date,
          type: order.kind,
          surveyType: order.surveyType,
          recipients: order.recipients,
          extraInformation: order.extraInformation,
          confirmDuplicate,
        },
      }),
    onSuccess: (answer) => {
      showSuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: sessionMailKeys.scheduled(sessionId) });
    },
    onError: (error) => {
      if (!isDuplicateSchedule(error)) showFailure(t)(error);
    },
  });
};

export const useCancelScheduledEmail = (sessionId: string) => {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduledEmailId: string) => callContract(cancelScheduledEmailContract, { params: { sessionId, scheduledEmailId } }),
    onSuccess: (answer) => {
      showSuccess(answer.message);
      void queryClient.invalidateQueries({ queryKey: sessionMailKeys.scheduled(sessionId) });
    },
    onError: showFailure(t),
  });
};
