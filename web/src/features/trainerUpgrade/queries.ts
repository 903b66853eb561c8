import { useQuery } from "@tanstack/react-query";
import { localLeadRequestsContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Requests for a local lead account (admins). Starts with "users": a live push on that topic refreshes them.
const topic = "users" satisfies LiveTopic;

export const localLeadRequestKeys = { all: [topic, "local-lead-requests"] as const };

/** The requests waiting for a decision, oldest first. */
export const useLocalLeadRequests = (enabled: boolean) =>
  useQuery({ queryKey: localLeadRequestKeys.all, queryFn: () => callContract(localLeadRequestsContract), select: (answer) => answer.requests, enabled });
