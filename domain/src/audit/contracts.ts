import { defineContract, formPart, idParams, requestPart } from "../http/contract";
import { AuditEventPage, SessionAsOf } from "./answers";
import { AuditEventsQueryFields, SessionAsOfQuery, decodeAuditEventsQuery } from "./query";

// The HTTP contracts of the event history (issue 15): admins and auditors only.

export const auditEventsContract = defineContract({
  method: "GET",
  path: "/api/audit/events",
  readModels: ["eventIndex"],
  summary: "A page of the event history, filtered by stream, subject (a session's or person's id), type, actor and dates; the read is itself recorded",
  audience: "auditors",
  query: formPart(AuditEventsQueryFields, decodeAuditEventsQuery),
  answer: AuditEventPage,
});

export const sessionAsOfContract = defineContract({
  method: "GET",
  path: "/api/audit/sessions/:id/as-of",
  readModels: ["eventIndex"],
  summary: "A session as its events left it at a moment, beside today's; the read is itself recorded",
  audience: "auditors",
  params: idParams("session"),
  query: requestPart(SessionAsOfQuery),
  answer: SessionAsOf,
});

export const AUDIT_CONTRACTS = [auditEventsContract, sessionAsOfContract] as const;
