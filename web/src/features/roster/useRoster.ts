import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ROSTER_TEXTS } from "@wellbeing/domain";
import { errorMessage } from "../../api/apiError";
import { api } from "../../api/client";
import { showError, showSuccess } from "../../ui/toaster";
import { rosterKeys } from "./rosterKeys";
import type { RosterView } from "./rosterTypes";

/** A session's invitees, registered attendees, special requirements and removal requests (staff). */
export const useRoster = (sessionId: string) =>
  useQuery({
    queryKey: rosterKeys.roster(sessionId),
    queryFn: () => api.get<RosterView>(`/api/sessions/${encodeURIComponent(sessionId)}/roster`),
  });

/** Saves the registered list (status confirmed) or the invitee list (new): §7 attendeesList, §8 failure toast. */
export const useSaveAttendeesList = (sessionId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ emails, status }: { emails: ReadonlyArray<string>; status: "new" | "confirmed" }) =>
      api.patch(`/api/sessions/${encodeURIComponent(sessionId)}/attendeesList`, {
        participantsEmails: emails.map((email) => ({ email, status })),
        status,
      }),
    onSuccess: () => {
      showSuccess(ROSTER_TEXTS.attendeesUpdated);
      void queryClient.invalidateQueries({ queryKey: ["sessions"] });
    },
    onError: (error) => showError(`${ROSTER_TEXTS.errorPrefix}${errorMessage(error)}`),
  });
};
