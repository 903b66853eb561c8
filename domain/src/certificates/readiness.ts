import type { MessageKey } from "../i18n/translate";

// Whether a session's certificates can be claimed yet (§2.13, §4, issue 29): the rule the claim is judged
// by on the write side (eligibility.ts) and the one the participant's home shows, so the two never disagree.

/** `claim`, or what is still missing: the post-session evaluation first, then attendance on every date. */
export type CertificateReadiness = "claim" | "evaluationFirst" | "attendanceFirst";

/** Whether the person was recorded as come on every one of the session's dates, `cameOn` saying it for one date. */
export const cameEveryDate = (dates: ReadonlyArray<{ readonly sessionDate: string }>, cameOn: (sessionDate: string) => boolean): boolean =>
  dates.every((day) => cameOn(day.sessionDate));

/** Whether an attendee of a session that has started may claim its certificates, or what they still need. */
export const certificateReadiness = (facts: { readonly postEvaluationGiven: boolean; readonly cameEveryDate: boolean }): CertificateReadiness =>
  !facts.postEvaluationGiven ? "evaluationFirst" : !facts.cameEveryDate ? "attendanceFirst" : "claim";

/** Why a claim is refused, in the claimant's words, for each thing still missing. */
export const CERTIFICATE_REFUSALS: Record<Exclude<CertificateReadiness, "claim">, MessageKey> = {
  evaluationFirst: "certificates.evaluationFirst",
  attendanceFirst: "certificates.attendanceNotRecorded",
};
