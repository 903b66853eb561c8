import { actionPathOf, composeSessionEmail, type EmailDraftContent, type SessionEmailContent, type SessionFacts, type Wording } from "@wellbeing/domain";

/**
 * The e-mail as it will read, in the language on screen (each recipient gets it in their own), with this
 * site's address in its link (the server uses its public one).
 */
export const previewOf = (draft: EmailDraftContent, session: SessionFacts, wording: Wording): SessionEmailContent => {
  const path = actionPathOf(draft, session);
  return composeSessionEmail(draft, session, path === null ? null : `${window.location.origin}${path}`, wording);
};
