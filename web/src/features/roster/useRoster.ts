import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { rosterContract, saveAttendeesListContract } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { callContract } from "../../api/client";
import { useT } from "../../i18n/useT";
import { showError, showSuccess } from "../../ui/toaster";
import { rosterKeys } from "./rosterKeys";

/** A session's invitees, registered attendees, special requirements and removal requests (staff). */
export const useRoster = (sessionId: string) =>
  useQuery({
    queryKey: rosterKeys.roster(sessionId),
    queryFn: () => callContract(rosterContract, { params: { id: sessionId } }),
  });

/** Saves the registered list (status confirmed) or the invitee list (new): §7 attendeesList, §8 failure toast. */
export const useSaveAttendeesList = (sessionId: string) => {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, status }: { emails: ReadonlyArray<string>; status: "new" | "confirmed" }) =>
      callContract(saveAttendeesListContract, {
        params: { sessionId },
        body: { participantsEmails: emails.map((email) => ({ email, status })), status },
      }),
    onSuccess: () => {
      showSuccess(t("roster.attendeesUpdated"));
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
    },
    onError: (error) => showError(`${t("roster.errorPrefix")}${errorMessage(error, t)}`),
  });
};
