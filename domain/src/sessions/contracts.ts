import { Schema } from "effect";
import { defineContract, formPart, idParams, type PathParams } from "../http/contract";
import { decodeSessionForm, SessionFormWire } from "./form";
import { CreatedSessionAnswer, PublicSessionAnswer, SessionDetailsAnswer, SessionIdAnswer, TrainerChoicesAnswer } from "./answers";
import { SHORT_ID_PATTERN } from "./streams";

// The HTTP contracts of the sessions capability (§2.9, §2.10, §2.12, §7).

const sessionForm = formPart(SessionFormWire, decodeSessionForm);
const sessionId = idParams("session");

/** A registration page's `:shortId`. */
/** A path naming a session by its id as `:sessionId` (the roster's and the session mail's commands). */
export const sessionIdParams = idParams("session", "sessionId");

export const shortIdParams: PathParams<{ readonly shortId: string }> = {
  schema: Schema.Struct({ shortId: Schema.String.pipe(Schema.pattern(SHORT_ID_PATTERN)) }),
  names: "session",
};

export const addSessionContract = defineContract({
  method: "POST",
  path: "/api/add-session",
  summary: "Schedule a session",
  audience: "staff",
  body: sessionForm,
  answer: CreatedSessionAnswer,
  status: 201,
});

export const editSessionContract = defineContract({
  method: "PATCH",
  path: "/api/session-edit/:id",
  summary: "Edit a session with the create form",
  audience: "staff",
  params: sessionId,
  body: sessionForm,
  answer: SessionIdAnswer,
});

export const deleteSessionContract = defineContract({
  method: "DELETE",
  path: "/api/session-delete/:id",
  summary: "Delete a session that has no evaluation responses",
  audience: "staff",
  params: sessionId,
  answer: SessionIdAnswer,
});

export const sessionDetailsContract = defineContract({
  method: "GET",
  path: "/api/session-details/:id",
  readModels: ["sessions", "users", "dashboard", "roster"],
  summary: "A session as the people managing it see it",
  audience: "staff",
  params: sessionId,
  answer: SessionDetailsAnswer,
});

export const publicSessionContract = defineContract({
  method: "GET",
  path: "/api/sessions/:shortId",
  readModels: ["sessions", "users"],
  summary: "What a registration page shows of a session (never its meeting link)",
  audience: "anonymous",
  params: shortIdParams,
  answer: PublicSessionAnswer,
});

export const trainerChoicesContract = defineContract({
  method: "GET",
  path: "/api/fetch-trainers",
  readModels: ["users"],
  summary: "The people the caller may choose as a session's trainers",
  audience: "staff",
  answer: TrainerChoicesAnswer,
});

export const SESSION_CONTRACTS = [
  addSessionContract,
  editSessionContract,
  deleteSessionContract,
  sessionDetailsContract,
  publicSessionContract,
  trainerChoicesContract,
] as const;
