import { useQuery } from "@tanstack/react-query";
import { participantSessionContract, publicSessionContract, registrationStateContract, rosterContract } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import { useT } from "../../i18n/useT";
import { showError } from "../../ui/toaster";
import { toUnknownSessionPage } from "./useSessionFetchFailure";

// Starts with "sessions": the live topic of every session change, its roster included.
const topic = "sessions" satisfies LiveTopic;

export const rosterKeys = {
  roster: (sessionId: string) => [topic, "roster", sessionId] as const,
  publicSession: (shortId: string) => [topic, "public", shortId] as const,
  /** `visitorKey`: who asks (the answer says whether they already registered). */
  registration: (shortId: string, visitorKey: string) => [topic, "registration", shortId, visitorKey] as const,
  participantSession: (sessionId: string) => [topic, "participant", sessionId] as const,
  /** Issue 29: a session's waiting list (staff), the participant's place on one, and their places on all. */
  waitingList: (sessionId: string) => [topic, "waitingList", sessionId] as const,
  waitingPlace: (sessionId: string) => [topic, "waitingPlace", sessionId] as const,
  myWaitingLists: () => [topic, "myWaitingLists"] as const,
};

/** A session's invitees, registered attendees, special requirements and removal requests (staff). */
export const useRoster = (sessionId: string) =>
  useQuery({
    queryKey: rosterKeys.roster(sessionId),
    queryFn: () => callContract(rosterContract, { params: { id: sessionId } }),
  });

/** The session a registration page is for, by short id (public). */
export const usePublicSession = (shortId: string) =>
  useQuery({
    queryKey: rosterKeys.publicSession(shortId),
    queryFn: () => callContract(publicSessionContract, { params: { shortId } }),
    retry: false,
  });

/** Whether the session still takes registrations, and whether the visitor already has one. */
export const useRegistrationState = (shortId: string, visitorKey: string) =>
  useQuery({
    queryKey: rosterKeys.registration(shortId, visitorKey),
    queryFn: () => callContract(registrationStateContract, { params: { shortId } }),
  });

/** The participant's own session (§2.13); a failed fetch says 'Error! something went wrong' (§8),
 * except a 403 (not registered for it) and a 404 (an unknown session: the 404 page). */
export const useParticipantSession = (sessionId: string) => {
  const t = useT();
  const query = useQuery({
    queryKey: rosterKeys.participantSession(sessionId),
    queryFn: () => callContract(participantSessionContract, { params: { id: sessionId } }),
    retry: false,
  });
  const { error } = query;
  const navigate = useNavigate();
  // Said once: a language switch does not say it again.
  useEffect(() => {
    // A session the participant is not registered for is no failure: the page says so.
    if (!error || hasStatus(error, 403)) return;
    if (hasStatus(error, 404)) toUnknownSessionPage(navigate, t);
    else showError(t("ui.errorWentWrong"));
  }, [error, navigate]);
  return query;
};
