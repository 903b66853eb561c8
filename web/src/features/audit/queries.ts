import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { auditEventsContract, sessionAsOfContract } from "@wellbeing/domain";
import { callContract } from "../../api/client";

// The event history's reads. Every read is recorded on the server, so they are fetched when asked for
// (a filter, a page, Refresh), never again on focus, and no live push refetches them.

const once = { staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

export const auditKeys = {
  all: ["audit"] as const,
  events: (search: string) => ["audit", "events", search] as const,
  asOf: (sessionId: string, at: string) => ["audit", "as-of", sessionId, at] as const,
};

export const useAuditEvents = (search: string) =>
  useQuery({ queryKey: auditKeys.events(search), queryFn: () => callContract(auditEventsContract, { search }), placeholderData: keepPreviousData, ...once });

export const useSessionAsOf = (asked: { readonly sessionId: string; readonly at: string } | null) =>
  useQuery({
    queryKey: auditKeys.asOf(asked?.sessionId ?? "", asked?.at ?? ""),
    queryFn: () => callContract(sessionAsOfContract, { params: { id: asked!.sessionId }, search: new URLSearchParams({ at: asked!.at }) }),
    enabled: asked !== null,
    ...once,
  });
