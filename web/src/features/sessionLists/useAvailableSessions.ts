import { useQuery } from "@tanstack/react-query";
import { api } from "../../api/client";
import type { AvailableSessionsAnswer } from "./sessionListTypes";

/** The open sessions behind a trainer's (or, with `group`, a local lead's) invite link. */
export const useAvailableSessions = (id: string, group: boolean) =>
  useQuery({
    queryKey: ["sessions", "available", id, group] as const,
    queryFn: () => api.get<AvailableSessionsAnswer>(`/api/available-sessions/${encodeURIComponent(id)}${group ? "?group=true" : ""}`),
  });
