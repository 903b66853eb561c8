export { commandApi } from "./app";
export { createCommandApiDeps, type CommandApiDeps } from "./deps";
export { DEFAULT_RATE_LIMITS, type RateLimits } from "./infrastructure/rateLimits";
export { EmailIndex } from "./users/emailIndex";
export { SurveyLinkTokens } from "./evaluations/surveyLinkTokens";
export { registerUser } from "./users/registerUser";
export { hashPassword } from "./auth/passwords";
export { scheduleSession } from "./sessions/scheduleSession";
export { findAccountByEmail } from "./users/accounts";
export type { CommandContext } from "./infrastructure/commandContext";
export { bootstrapAdmin } from "./users/bootstrapAdmin";
export { recordAttendeeEvaluation } from "./roster/recordAttendeeEvaluation";
export { registerForSession } from "./roster/registerForSession";
export { PersonTurns } from "./users/personsTurn";
export { saveAttendeesList } from "./roster/saveAttendeesList";
export { markAttendance } from "./attendance/markAttendance";
export { choosePublicLeads } from "./courseSchedule/choosePublicLeads";
export { issuePasswordLink } from "./users/passwordLinks";
export { startSessionMailWorker } from "./sessionMail/worker";
export { readReactionCheckpoint } from "./reactions/reactionCheckpoints";
import { SESSION_MAIL_REACTION } from "./sessionMail/reactions";
import { WAITING_LIST_REACTION } from "./roster/waitingListReaction";
export { startWaitingListWorker } from "./roster/waitingListWorker";
export { expireOffer } from "./roster/expireOffer";

/** Every reaction the command API runs (each follows the event store from a checkpoint of its own). */
export const REACTION_NAMES: ReadonlyArray<string> = [SESSION_MAIL_REACTION, WAITING_LIST_REACTION];
export type { SchedulerSettings } from "./sessionMail/scheduledEmailQueue";
import { FORGET_PASSWORD_PATH } from "./users/accountRoutes";

/** Writes that travel as GET (the contract of §7); a gateway routes them to the command API. */
export const WRITES_BY_GET: ReadonlyArray<string> = [FORGET_PASSWORD_PATH];
export { submitEvaluation, type Submitter } from "./evaluations/submitEvaluation";
export { backfillAttendance } from "./roster/backfillAttendance";
export { observedCommandApi } from "./operations/observedCommandApi";
