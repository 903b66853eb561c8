import { useQuery } from "@tanstack/react-query";
import { availableSessionsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

/** The open sessions behind a trainer's (or, with `group`, a local lead's) invite link. */
export const useAvailableSessions = (id: string, group: boolean) =>
  useQuery({
    queryKey: ["sessions", "available", id, group] as const,
    queryFn: () => callContract(availableSessionsContract, { params: { id }, search: group ? "group=true" : "" }),
  });
