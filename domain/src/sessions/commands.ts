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

export type SessionCommand = ScheduleSession;

export interface ClaimShortId {
  readonly type: "ClaimShortId";
  readonly sessionId: string;
}
