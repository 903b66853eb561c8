import { actionPathOf, composeSessionEmail, type EmailDraftContent, type SessionEmailContent, type SessionFacts } from "@wellbeing/domain";

/** The e-mail as it will read, with this site's address in its link (the server uses its public one). */
export const previewOf = (draft: EmailDraftContent, session: SessionFacts): SessionEmailContent => {
  const path = actionPathOf(draft, session);
  return composeSessionEmail(draft, session, path === null ? null : `${window.location.origin}${path}`);
};
