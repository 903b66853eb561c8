import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { pathTo, type PersonSessionListPageAnswer, type SessionListPageAnswer } from "@wellbeing/domain";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { hasStatus } from "../../api/apiError";
import { api } from "../../api/client";
import { listSearch, type ListRequest } from "./listSearch";

/** A page of the caller's own list, or of a group's or trainer's list (with whom it is about). */
type SessionListAnswer = SessionListPageAnswer & Partial<Pick<PersonSessionListPageAnswer, "person">>;

/** Starts with the 'sessions' topic: a session created, edited or deleted refreshes every list shown. */
export const sessionListKey = (endpoint: string, search: string) => ["sessions", "list", endpoint, search] as const;

/** One page of a session list; the previous page stays on screen while the next loads. A failure goes to /404err (§8). */
export const useSessionList = (endpoint: string, request: ListRequest) => {
  const navigate = useNavigate();
  const search = listSearch(request);
  const query = useQuery({
    queryKey: sessionListKey(endpoint, search),
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
