import { isAdminLevel, type Role } from "../roles";
import { canManageSession } from "../sessions/access";

/**
 * A trainer who never said otherwise has given access. The sign-up as a trainer (§2.18) cannot be
 * completed without ticking the consent to the local and regional lead's access, so every trainer of
 * the programme joined on those terms; refusing by default would hide every existing trainer's results
 * from their lead. Withdrawing it is a recorded choice (ResultsAccessConsentRecorded).
 */
export const RESULTS_ACCESS_GIVEN_BY_DEFAULT = true;

/** A person's consent as it stands: what they last recorded, else the default. */
export const resultsAccessConsentOf = (recorded: boolean | null | undefined): boolean => recorded ?? RESULTS_ACCESS_GIVEN_BY_DEFAULT;

/** Who asks to see results. */
interface ResultsViewer {
  readonly userId: string;
  readonly role: Role;
}

/** Whose results they are: a trainer (or a local lead delivering sessions) and the lead of their group. */
interface ResultsOwner {
  readonly userId: string;
  readonly localLeadId: string | null;
}

/**
 * Whether `viewer` may see the results of `trainer` (§6): a person always sees their own; an admin, or
 * the local lead of the trainer's group, only with the trainer's consent; nobody else.
 */
export const mayViewResultsOf = (viewer: ResultsViewer, trainer: ResultsOwner, consent: boolean): boolean => {
  if (viewer.userId === trainer.userId) return true;
  if (!consent) return false;
  if (isAdminLevel(viewer.role)) return true;
  return viewer.role === "localLead" && trainer.localLeadId === viewer.userId;
};

/** A session's trainers, with each one's lead and consent. */
interface SessionResultsOwners {
  readonly trainerIds: ReadonlyArray<string>;
  readonly trainers: ReadonlyArray<ResultsOwner & { readonly consent: boolean }>;
}

/** What a viewer may do with a session's results: see them, not at all (403), or not without its trainers' consent (403, §8's text). */
type SessionResultsAccess = "allowed" | "notAllowed" | "noConsent";

/**
 * Who may see a session's evaluation results: whoever may manage the session (its trainers, their
 * local leads, admins); one of its own trainers always, anyone else only while every trainer of the
 * session gives access (the responses are each trainer's data).
 */
export const sessionResultsAccess = (viewer: ResultsViewer, session: SessionResultsOwners): SessionResultsAccess => {
  const trainerLeadIds = session.trainers.flatMap((trainer) => (trainer.localLeadId ? [trainer.localLeadId] : []));
  if (!canManageSession(viewer, { trainerIds: session.trainerIds, trainerLeadIds })) return "notAllowed";
  if (session.trainerIds.includes(viewer.userId)) return "allowed";
  return session.trainers.every((trainer) => trainer.consent) ? "allowed" : "noConsent";
};
