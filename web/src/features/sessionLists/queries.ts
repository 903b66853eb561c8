import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { availableSessionsContract, pathTo, type PersonSessionListPageAnswer, type SessionListPageAnswer } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { api, callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";
import { listSearch, type ListRequest } from "./listSearch";

/** A page of the caller's own list, or of a group's or trainer's list (with whom it is about). */
type SessionListAnswer = SessionListPageAnswer & Partial<Pick<PersonSessionListPageAnswer, "person">>;

// Starts with the "sessions" topic: a session created, edited or deleted refreshes every list shown.
const topic = "sessions" satisfies LiveTopic;

export const sessionListKeys = {
  page: (endpoint: string, search: string) => [topic, "list", endpoint, search] as const,
  available: (id: string, group: boolean) => [topic, "available", id, group] as const,
};

/** One page of a session list; the previous page stays on screen while the next loads. A failure goes to /404err (§8). */
export const useSessionList = (endpoint: string, request: ListRequest) => {
  const navigate = useNavigate();
  const search = listSearch(request);
  const query = useQuery({
    queryKey: sessionListKeys.page(endpoint, search),
    queryFn: () => api.get<SessionListAnswer>(`${endpoint}?${search}`),
    placeholderData: keepPreviousData,
  });
  const { error } = query;
  useEffect(() => {
    // Logged out meanwhile: the access guard takes the visitor to log in.
    if (error && !hasStatus(error, 401)) void navigate(pathTo("notFound"), { replace: true });
  }, [error, navigate]);
  return query;
};

/** The open sessions behind a trainer's (or, with `group`, a local lead's) invite link. */
export const useAvailableSessions = (id: string, group: boolean) =>
  useQuery({
    queryKey: sessionListKeys.available(id, group),
    queryFn: () => callContract(availableSessionsContract, { params: { id }, search: group ? "group=true" : "" }),
  });
