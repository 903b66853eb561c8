import type { MessageKey, SessionEmailKind } from "@wellbeing/domain";

// Who a session e-mail goes to (§2.11): ticked people from the checklist plus typed addresses.

export type CandidateStatus = "new" | "sent" | "confirmed";

/** Someone on the checklist: an invitee (new, sent) or a registered attendee (confirmed). */
export interface Candidate {
  readonly email: string;
  readonly status: CandidateStatus;
}

/** 'Select all' ticks everyone on the checklist. */
export const selectAll = (candidates: ReadonlyArray<Candidate>): ReadonlySet<string> => new Set(candidates.map((candidate) => candidate.email));

/** 'Select New' ticks the invitees not yet sent an invitation. */
export const selectNew = (candidates: ReadonlyArray<Candidate>): ReadonlySet<string> =>
  new Set(candidates.filter((candidate) => candidate.status === "new").map((candidate) => candidate.email));

export const toggle = (selected: ReadonlySet<string>, email: string): ReadonlySet<string> => {
  const next = new Set(selected);
  if (!next.delete(email)) next.add(email);
  return next;
};

/** Ticked people first (in checklist order), then typed addresses, each once. */
export const recipientsOf = (candidates: ReadonlyArray<Candidate>, selected: ReadonlySet<string>, typed: ReadonlyArray<string>): string[] => [
  ...new Set([...candidates.filter((candidate) => selected.has(candidate.email)).map((candidate) => candidate.email), ...typed]),
];

/** After a send the mail server refused some addresses of: only they stay chosen, ticked or typed, for sending again. */
export const keepNotReached = (
  choice: { readonly selected: ReadonlySet<string>; readonly typed: ReadonlyArray<string> },
  notReached: ReadonlyArray<string>,
): { selected: ReadonlySet<string>; typed: string[] } => ({
  selected: new Set([...choice.selected].filter((email) => notReached.includes(email))),
  typed: choice.typed.filter((email) => notReached.includes(email)),
});

/** §5: nobody to send to. */
export const noRecipientsMessage = (kind: SessionEmailKind): MessageKey => (kind === "surveyLink" ? "mail.noParticipants" : "mail.addRecipients");
