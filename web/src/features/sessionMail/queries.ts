import { useQuery } from "@tanstack/react-query";
import { scheduledEmailsContract, sentEmailsContract, type SessionEmailKind } from "@wellbeing/domain";
import { callContract } from "../../api/client";
import type { LiveTopic } from "../../api/liveTopics";

// Starts with "sessions": the live topic of every session change, its e-mails included.
const topic = "sessions" satisfies LiveTopic;

export const sessionMailKeys = {
  sent: (sessionId: string, kind: SessionEmailKind | null) => [topic, "mail", sessionId, "sent", kind ?? "all"] as const,
  scheduled: (sessionId: string) => [topic, "mail", sessionId, "scheduled"] as const,
};

/** The e-mails a session sent, newest first, optionally of one kind. */
export const useSentEmails = (sessionId: string, kind: SessionEmailKind | null) =>
  useQuery({
    queryKey: sessionMailKeys.sent(sessionId, kind),
    queryFn: () => callContract(sentEmailsContract, { params: { id: sessionId }, search: kind ? `type=${kind}` : "" }).then((body) => body.sentEmails),
  });

/** A session's scheduled e-mails in the order they go out. */
export const useScheduledEmails = (sessionId: string) =>
  useQuery({
    queryKey: sessionMailKeys.scheduled(sessionId),
    queryFn: () => callContract(scheduledEmailsContract, { params: { id: sessionId } }).then((body) => body.scheduledEmails),
  });
