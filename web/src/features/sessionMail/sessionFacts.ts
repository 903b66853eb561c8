import {
  actionPathOf,
  composeSessionEmail,
  sessionFactsOf as factsOfSession,
  type EmailDraftContent,
  type SessionDetailsAnswer,
  type SessionEmailContent,
  type SessionFacts,
} from "@wellbeing/domain";

/** The session as its e-mails tell it, from what the Manage Session screen loaded. */
export const sessionFactsOf = (session: SessionDetailsAnswer): SessionFacts =>
  factsOfSession(session, session.trainers.map((trainer) => trainer.name));

/** The e-mail as it will read, with this site's address in its link (the server uses its public one). */
export const previewOf = (draft: EmailDraftContent, session: SessionDetailsAnswer): SessionEmailContent => {
  const facts = sessionFactsOf(session);
  const path = actionPathOf(draft, facts);
  return composeSessionEmail(draft, facts, path === null ? null : `${window.location.origin}${path}`);
};
