import { Either } from "effect";
import { SPECIAL_MODULES, type Course, type Module } from "../constants";
import { message } from "../i18n/translate";
import { findEntry, type RosterState } from "../roster/decider";
import { markKey, type RegisterState } from "../attendance/register";
import { holdsResponse, type EvaluationState } from "../evaluations/decider";
import { NotAllowed, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import type { SessionState } from "../sessions/decider";
import { hasSessionStarted } from "../sessions/start";
import { postSurveyTypeOf } from "../sessions/surveyLinks";
import { CERTIFICATE_REFUSALS, cameEveryDate, certificateReadiness } from "./readiness";

// Who may have a module's certificate (§2.13, §4): a confirmed attendee of a session that has started,
// who gave its post-session evaluation, one certificate per module of the session. Judged on the write
// side's streams as they stand.

/** The person asking, as the roster may recognise them: by their address only once they proved it. */
export interface CertificateClaimant {
  readonly participantId: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
}

/** What the write side read about one session for the claimant. */
export interface CertificateEvidence {
  readonly session: SessionState;
  readonly roster: RosterState;
  /** The claimant's responses to this session (their pseudonym's evaluation stream; none when they have no pseudonym). */
  readonly evaluation: EvaluationState;
  /** The session's register (issue 29): who came on each date. */
  readonly register: RegisterState;
}

/** The facts a certificate of the module prints: the course and the session's dates, in order. */
export interface CertifiedModule {
  readonly sessionId: string;
  readonly module: Module;
  readonly course: Course;
  readonly dates: ReadonlyArray<string>;
  readonly trainerIds: ReadonlyArray<string>;
}

/** The claimant's confirmed place on the session (by account, or by a proven address), or null. */
const confirmedPlace = (roster: RosterState, claimant: CertificateClaimant) => {
  const entry = findEntry(roster, {
    personKey: claimant.participantId,
    participantId: claimant.participantId,
    email: claimant.emailVerified ? claimant.email : null,
  });
  return entry?.status === "confirmed" ? entry : null;
};

/**
 * A module's certificate for the claimant at `now`: the session exists (else NotFound), the module is
 * one of its own (else the field `module` says so), they hold a confirmed place on a session that has
 * started, gave its post-session evaluation and were recorded as come on every one of its dates (else
 * NotAllowed, saying which is missing).
 */
export const certifiedModule = (
  evidence: CertificateEvidence,
  claimant: CertificateClaimant,
  module: Module,
  now: string,
): Either.Either<CertifiedModule, DomainError> => {
  const { session, roster, evaluation, register } = evidence;
  if (session.status !== "scheduled") return Either.left(new NotFound({ what: "session" }));
  if (!session.modules.includes(module)) return Either.left(new ValidationFailed({ fields: { module: message("certificates.notThisSessionsModule") } }));
  const place = confirmedPlace(roster, claimant);
  if (!place) return Either.left(new NotAllowed({ reason: message("certificates.notAnAttendee") }));
  if (!hasSessionStarted(session.dates, now)) return Either.left(new NotAllowed({ reason: message("certificates.notStartedYet") }));
  const readiness = certificateReadiness({
    postEvaluationGiven: holdsResponse(evaluation, postSurveyTypeOf(session.modules)),
    cameEveryDate: cameEveryDate(session.dates, (sessionDate) => register.marks[markKey(sessionDate, place.personKey)] === "attended"),
  });
  if (readiness !== "claim") return Either.left(new NotAllowed({ reason: message(CERTIFICATE_REFUSALS[readiness]) }));
  return Either.right({
    sessionId: session.sessionId,
    module,
    course: session.course,
    dates: session.dates.map((day) => day.sessionDate).sort(),
    trainerIds: session.trainerIds,
  });
};

/**
 * The trainer certificate (§1, §7 POST /api/certificate/ttt): the special module (Train the Trainer,
 * Trainer Upskill) of the claimant's latest such session they completed, or NotAllowed when none.
 */
export const trainerCertifiedModule = (
  candidates: ReadonlyArray<CertificateEvidence>,
  claimant: CertificateClaimant,
  now: string,
): Either.Either<CertifiedModule, DomainError> => {
  const completed = candidates.flatMap(({ session, roster, evaluation, register }) => {
    if (session.status !== "scheduled") return [];
    const special = session.modules.find((module) => SPECIAL_MODULES.includes(module));
    if (!special) return [];
    const certified = certifiedModule({ session, roster, evaluation, register }, claimant, special, now);
    return Either.isRight(certified) ? [certified.right] : [];
  });
  const latest = completed.sort((a, b) => (a.dates.at(-1) ?? "").localeCompare(b.dates.at(-1) ?? "")).at(-1);
  return latest ? Either.right(latest) : Either.left(new NotAllowed({ reason: message("certificates.trainerEvaluationFirst") }));
};
