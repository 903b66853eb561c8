import type { EventStore, Mailer } from "@wellbeing/platform";
import { newId, type CommandContext } from "../infrastructure/commandContext";
import type { SurveyLinkTokens } from "../evaluations/surveyLinkTokens";
import type { EmailIndex } from "../users/emailIndex";

/** What the roster's commands are built from (the command API's deps hold all of it). */
export interface RosterDeps {
  readonly store: EventStore;
  readonly emailIndex: EmailIndex;
  readonly clock: () => Date;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  /** The personal tokens of the survey links its e-mails carry (issue 25). */
  readonly surveyLinks: SurveyLinkTokens;
}

/** The parts of RosterDeps a command needs that sends no e-mail. */
export type StoreDeps = Pick<RosterDeps, "store" | "clock">;
export type LookupDeps = Pick<RosterDeps, "store" | "clock" | "emailIndex">;

/** The caller's context, or a fresh one for a command another slice sends without one. */
export const contextFor = (deps: StoreDeps, actorId: string | null, context?: CommandContext): CommandContext =>
  context ?? { actorId, correlationId: newId(), now: deps.clock() };
