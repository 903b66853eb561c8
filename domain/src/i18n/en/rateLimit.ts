/** What a 429 says (ours: the specification gives none); log in and password attempts keep theirs above. */
export const rateLimit = {
  tooManySignUps: "Too many accounts were created from your network just now. Please try again later.",
  tooManyAccountEmails: "We have already sent several e-mails to this address. Please check your inbox, or try again later.",
  tooManySessionEmails: "You have sent many e-mails in a short time. Please wait a while before sending more.",
  tooManyInvitations: "You have invited many people in a short time. Please wait a while before inviting more.",
} as const;
