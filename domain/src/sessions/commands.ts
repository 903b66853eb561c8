import type { SurveyType } from "../constants";
import type { Role } from "../roles";
import type { SessionForm } from "./form";

/** Who is asking, from the token, confirmed against their account. */
export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

/** What the write side knows of a chosen trainer's account, read from their stream. */
export interface TrainerFacts {
  readonly userId: string;
  readonly roles: ReadonlyArray<Role>;
  readonly localLeadId: string | null;
}

export interface ScheduleSession {
  readonly type: "ScheduleSession";
  readonly sessionId: string;
  readonly shortId: string;
  readonly form: SessionForm;
  readonly actor: Actor;
  /** Facts for each id in partnerTrainer1/2 that has an account; unknown ids are absent. */
  readonly trainers: ReadonlyArray<TrainerFacts>;
  readonly now: string;
}

export interface EditSession {
  readonly type: "EditSession";
  readonly sessionId: string;
  readonly form: SessionForm;
  readonly actor: Actor;
  /** Facts for the session's current trainers and for each id in partnerTrainer1/2 that has an account. */
  readonly trainers: ReadonlyArray<TrainerFacts>;
  readonly now: string;
}

export interface DeleteSession {
  readonly type: "DeleteSession";
  readonly sessionId: string;
  readonly actor: Actor;
  /** Facts for the session's current trainers (whose local leads may delete it). */
  readonly trainers: ReadonlyArray<TrainerFacts>;
  readonly now: string;
}

/** An evaluation response to the session was recorded (the survey submission, on one of its gates in the same append): it can no longer be deleted (§4). */
export interface RecordSessionResponse {
  readonly type: "RecordSessionResponse";
  readonly sessionId: string;
  readonly surveyType: SurveyType;
}

/** Responses of a removed attendee no longer count for the session (one per survey type withdrawn). */
export interface WithdrawSessionResponses {
  readonly type: "WithdrawSessionResponses";
  readonly sessionId: string;
  readonly surveyTypes: ReadonlyArray<SurveyType>;
}

/** The session is being deleted: its gate takes no more responses, and refuses the deletion while it counts one (issue 30). */
export interface CloseSessionGate {
  readonly type: "CloseSessionGate";
  readonly sessionId: string;
}

/** What a session's gate stream decides: a share of its response count, and its closing. */
export type SessionGateCommand = RecordSessionResponse | WithdrawSessionResponses | CloseSessionGate;

export type SessionCommand = ScheduleSession | EditSession | DeleteSession | WithdrawSessionResponses;

export interface ClaimShortId {
  readonly type: "ClaimShortId";
  readonly sessionId: string;
}

/** Give a short id back: the session it was claimed for could not be recorded. */
export interface ReleaseShortId {
  readonly type: "ReleaseShortId";
  readonly sessionId: string;
}

export type ShortIdCommand = ClaimShortId | ReleaseShortId;
