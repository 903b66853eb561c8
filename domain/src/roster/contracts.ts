import { defineContract, idParams, requestPart } from "../http/contract";
import { sessionIdParams, shortIdParams } from "../sessions/contracts";
import {
  ConfirmedRegistrationAnswer,
  ParticipantSessionAnswer,
  RegistrationStateAnswer,
  RemovalRequestedAnswer,
  RosterAnswer,
  SavedAttendeesListAnswer,
} from "./answers";
import { AttendeesListInput, ConfirmEmailInput, RemovalRequestInput } from "./inputs";
import { WAITING_LIST_CONTRACTS } from "./waitingListContracts";

// The HTTP contracts of the roster (§2.10, §2.12, §2.13, §7).

export const rosterContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/roster",
  readModels: ["sessions", "users", "roster"],
  summary: "A session's invitees, attendees, special requirements and removal requests",
  audience: "staff",
  params: idParams("session"),
  answer: RosterAnswer,
});

export const registrationStateContract = defineContract({
  method: "GET",
  path: "/api/sessions/:shortId/registration",
  readModels: ["sessions", "roster"],
  summary: "Whether a registration page can still take a registration, and whether the caller has one",
  audience: "anonymous",
  params: shortIdParams,
  answer: RegistrationStateAnswer,
});

export const participantSessionContract = defineContract({
  method: "GET",
  path: "/api/participant/session-details/:id",
  readModels: ["sessions", "users", "roster"],
  summary: "A session as its registered participant sees it",
  audience: "participant",
  params: idParams("session"),
  answer: ParticipantSessionAnswer,
});

export const saveAttendeesListContract = defineContract({
  method: "PATCH",
  path: "/api/sessions/:sessionId/attendeesList",
  summary: "Save a session's whole invitee list (new, sent) or registered list (confirmed)",
  audience: "staff",
  params: sessionIdParams,
  body: requestPart(AttendeesListInput),
  answer: SavedAttendeesListAnswer,
});

export const confirmRegistrationContract = defineContract({
  method: "PATCH",
  path: "/api/sessions/:sessionId/confirm-email",
  summary: "Register the calling participant for a session",
  audience: "participant",
  params: sessionIdParams,
  body: requestPart(ConfirmEmailInput),
  answer: ConfirmedRegistrationAnswer,
});

export const requestRemovalContract = defineContract({
  method: "DELETE",
  path: "/api/sessions/:sessionId/registration",
  summary: "Ask to be taken off a session, with a reason",
  audience: "participant",
  params: sessionIdParams,
  body: requestPart(RemovalRequestInput),
  answer: RemovalRequestedAnswer,
});

export const ROSTER_CONTRACTS = [
  rosterContract,
  registrationStateContract,
  participantSessionContract,
  saveAttendeesListContract,
  confirmRegistrationContract,
  requestRemovalContract,
  ...WAITING_LIST_CONTRACTS,
] as const;
